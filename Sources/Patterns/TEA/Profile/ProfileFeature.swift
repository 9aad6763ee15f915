import ElmArchitecture
import Model
import Roles

/// **Reducer** of the profile: the one place its state changes. It keeps the form's edits
/// against the stored person, takes the stored person as its subscription sends it (fields
/// without edits follow it, fields with edits keep the user's text), and on Save asks for the
/// person's update.
public struct ProfileFeature: Reducer, Role.Reducer {
    /// The app's data: the stored person.
    let store: Store

    public init(store: Store) {
        self.store = store
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            return observePerson()
        case .firstNameChanged(let text):
            edit(.firstName, to: text, in: &state)
        case .lastNameChanged(let text):
            edit(.lastName, to: text, in: &state)
        case .emailChanged(let text):
            edit(.email, to: text, in: &state)
        case .saveTapped:
            return save(state.edited)
        case .personChanged(let person):
            follow(person, in: &state)
        }
        return .none
    }

    /// Typing the stored value back ends the edit.
    private func edit(_ field: ProfileField, to text: String, in state: inout State) {
        state.edited[field] = text
        if text == state.stored[field] { state.editedFrom[field] = text }
    }

    /// The stored person changed (a save, or the server): fields without edits follow it,
    /// fields with edits keep the user's text. Nothing typed is lost.
    private func follow(_ person: Person, in state: inout State) {
        var form = person
        for field in ProfileField.allCases where state.isEdited(field) {
            form[field] = state.edited[field]
        }
        state.edited = form
        state.stored = person
        for field in ProfileField.allCases where !state.isEdited(field) {
            state.editedFrom[field] = person[field]
        }
    }
}

import Model
import Roles

/// **Presenter** of the profile: keeps the form's draft against the stored person, hears each
/// edit (`firstNameChanged(_:)` …) and Save, decides every line the screen shows, and tells its
/// view through `ProfileView`, which it holds weakly.
@MainActor
public final class ProfilePresenter: Role.Presenter {
    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any ProfileView)?

    private let store: Store
    private var storeObservation: ObservationToken?
    private var draft: PersonDraft

    public init(store: Store) {
        self.store = store
        self.draft = PersonDraft(person: store.person)
    }

    // MARK: - Inputs

    /// Call when the view has loaded.
    public func viewDidLoad() {
        storeObservation = store.observe { [weak self] change in
            if change == .personUpdated || change == .catalogReplaced { self?.storeDidChange() }
        }
        storeDidChange()
    }

    /// Call when the user edits the First name field.
    public func firstNameChanged(_ text: String) { edit(.firstName, to: text) }

    /// Call when the user edits the Last name field.
    public func lastNameChanged(_ text: String) { edit(.lastName, to: text) }

    /// Call when the user edits the E-mail field.
    public func emailChanged(_ text: String) { edit(.email, to: text) }

    /// Call when Save is tapped.
    public func saveTapped() {
        try? store.updatePerson(draft.edited)  // Save is enabled only for a valid person
    }

    // MARK: - Private

    private func edit(_ field: ProfileField, to text: String) {
        draft.edit(field, to: text)
        updateForm()
    }

    private func storeDidChange() {
        draft.storeChanged(to: store.person)
        let person = draft.stored
        view?.set(
            cardName: [person.salutation, person.firstName, person.lastName]
                .filter { !$0.isEmpty }.joined(separator: " "),
            birthdate: LongDateFormatter.string(from: person.birthdate), email: person.email)
        updateForm()
    }

    private func updateForm() {
        view?.set(
            firstName: draft.text(.firstName), lastName: draft.text(.lastName),
            email: draft.text(.email))
        let emailProblem = EmailValidator.problem(in: draft.text(.email))
        view?.set(validity: emailProblem.map { "✗ \($0)" } ?? "✓ valid")
        let stale = draft.staleFields
        view?.set(
            notice: stale.isEmpty
                ? nil : "Stored value changed: " + stale.map(\.description).joined(separator: ", "))

        let reason: String?
        if !draft.differsFromStored {
            reason = "No changes to save."
        } else if draft.text(.firstName).isEmpty {
            reason = "First name is required."
        } else if draft.text(.lastName).isEmpty {
            reason = "Last name is required."
        } else if emailProblem != nil {
            reason = "Fix the e-mail to save."
        } else {
            reason = nil
        }
        view?.set(saveEnabled: reason == nil, reason: reason ?? "Unsaved changes.")
    }
}

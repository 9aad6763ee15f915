import Model
import Observation
import Roles

/// **View model** of the profile: the card's lines, the fields' texts, the validity, notice and
/// Save lines, all derived from its draft and ready to show, and the user's intents. It knows
/// no view. The view binds both ways: it shows the outputs and sends each edit back.
@MainActor
@Observable
public final class ProfileViewModel: Role.ViewModel {
    // MARK: - Outputs

    /// The card's first line: the name with its salutation.
    public var name: String {
        let person = draft.stored
        return [person.salutation, person.firstName, person.lastName]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
    /// The card's birthdate, in words.
    public var birthdate: String { LongDateFormatter.string(from: draft.stored.birthdate) }
    /// The card's e-mail.
    public var email: String { draft.stored.email }
    /// The text of the First name field.
    public var firstNameText: String { draft.text(.firstName) }
    /// The text of the Last name field.
    public var lastNameText: String { draft.text(.lastName) }
    /// The text of the E-mail field.
    public var emailText: String { draft.text(.email) }
    /// The line under the E-mail field.
    public var validity: String {
        EmailValidator.problem(in: draft.text(.email)).map { "✗ \($0)" } ?? "✓ valid"
    }
    /// That stored values changed under the user's edits; nil when none did.
    public var notice: String? {
        let stale = draft.staleFields
        return stale.isEmpty
            ? nil : "Stored value changed: " + stale.map(\.description).joined(separator: ", ")
    }
    /// Whether Save is enabled.
    public var saveIsEnabled: Bool { saveBlocker == nil }
    /// The line beside Save: why it is disabled, or that there are unsaved changes.
    public var saveReason: String { saveBlocker ?? "Unsaved changes." }

    // MARK: - Inputs

    /// Call when the view has loaded.
    public func viewDidLoad() {
        storeObservation = store.observe { [weak self] change in
            if change == .personUpdated || change == .catalogReplaced { self?.storeDidChange() }
        }
        storeDidChange()
    }

    /// Call when the user edits the First name field.
    public func firstNameChanged(_ text: String) { draft.edit(.firstName, to: text) }

    /// Call when the user edits the Last name field.
    public func lastNameChanged(_ text: String) { draft.edit(.lastName, to: text) }

    /// Call when the user edits the E-mail field.
    public func emailChanged(_ text: String) { draft.edit(.email, to: text) }

    /// Call when Save is tapped.
    public func saveTapped() {
        try? store.updatePerson(draft.edited)  // Save is enabled only for a valid person
    }

    // MARK: - Private

    private var draft: PersonDraft
    @ObservationIgnored private let store: Store
    @ObservationIgnored private var storeObservation: ObservationToken?

    public init(store: Store) {
        self.store = store
        self.draft = PersonDraft(person: store.person)
    }

    private func storeDidChange() {
        draft.storeChanged(to: store.person)
    }

    private var saveBlocker: String? {
        if !draft.differsFromStored { return "No changes to save." }
        if draft.text(.firstName).isEmpty { return "First name is required." }
        if draft.text(.lastName).isEmpty { return "Last name is required." }
        if !EmailValidator.isValid(draft.text(.email)) { return "Fix the e-mail to save." }
        return nil
    }
}

import Model
import Observation
import Roles

/// **View model** of the profile: keeps the form's edits against the stored person, and derives
/// from them the card's lines, the fields' texts, and the validity, notice and Save lines, all
/// ready to show; takes the user's intents. It knows no view. The view binds both ways: it shows
/// the outputs and sends each edit back.
@MainActor
@Observable
public final class ProfileViewModel: Role.ViewModel {
    // MARK: - Outputs

    /// The card's first line: the name with its salutation.
    public var name: String {
        [stored.salutation, stored.firstName, stored.lastName]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }
    /// The card's birthdate, in words.
    public var birthdate: String { LongDateFormatter.string(from: stored.birthdate) }
    /// The card's e-mail.
    public var email: String { stored.email }
    /// The text of the First name field.
    public var firstNameText: String { edited.firstName }
    /// The text of the Last name field.
    public var lastNameText: String { edited.lastName }
    /// The text of the E-mail field.
    public var emailText: String { edited.email }
    /// The line under the E-mail field.
    public var validity: String {
        Self.validity(of: edited.email)
    }
    /// That stored values changed under the user's edits; nil when none did.
    public var notice: String? {
        // Fields whose stored value changed since the user began editing them.
        let stale = ProfileField.allCases.filter { isEdited($0) && editedFrom[$0] != stored[$0] }
        return stale.isEmpty
            ? nil : "Stored value changed: " + stale.map(Self.name(of:)).joined(separator: ", ")
    }
    /// Whether Save is enabled.
    public var saveIsEnabled: Bool { edited.saveProblem(against: stored) == nil }
    /// The line beside Save: why it is disabled, or that there are unsaved changes.
    public var saveReason: String {
        switch edited.saveProblem(against: stored) {
        case .noChanges: "No changes to save."
        case .missingFirstName: "First name is required."
        case .missingLastName: "Last name is required."
        case .invalidEmail: "Fix the e-mail to save."
        case nil: "Unsaved changes."
        }
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
        try? store.updatePerson(edited)  // Save is enabled only for a person that may be saved
    }

    // MARK: - Private

    /// The stored person the form stands against.
    private var stored: Person
    /// The form: the stored person with each field's text as the user left it.
    private var edited: Person
    /// Per field, the stored value when the user began editing it.
    private var editedFrom: Person
    @ObservationIgnored private let store: Store
    @ObservationIgnored private var storeObservation: ObservationToken?

    public init(store: Store) {
        self.store = store
        self.stored = store.person
        self.edited = store.person
        self.editedFrom = store.person
    }

    /// Typing the stored value back ends the edit.
    private func edit(_ field: ProfileField, to text: String) {
        edited[field] = text
        if text == stored[field] { editedFrom[field] = text }
    }

    /// The stored person changed (a save, or the server): fields without edits follow it,
    /// fields with edits keep the user's text. Nothing typed is lost.
    private func storeDidChange() {
        let person = store.person
        var form = person
        for field in ProfileField.allCases where isEdited(field) { form[field] = edited[field] }
        edited = form
        stored = person
        for field in ProfileField.allCases where !isEdited(field) {
            editedFrom[field] = person[field]
        }
    }

    private func isEdited(_ field: ProfileField) -> Bool {
        edited[field] != stored[field]
    }
}

extension ProfileViewModel {
    /// The line under the E-mail field for `address`: valid, or what it lacks. The model says why
    /// an address is not valid (`EmailProblem`); the words are this role's.
    static func validity(of address: String) -> String {
        guard let problem = EmailValidator.problem(in: address) else { return "✓ valid" }
        let words =
            switch problem {
            case .empty: "required"
            case .containsSpace: "no spaces allowed"
            case .tooLong: "too long"
            case .missingAt: "needs an @"
            case .moreThanOneAt: "only one @ allowed"
            case .nothingBeforeAt: "needs a name before the @"
            case .nothingAfterAt: "needs a domain after the @"
            case .invalidCharacter(let character): "'\(character)' is not allowed"
            case .misplacedDot: "a dot is out of place"
            case .domainWithoutDot: "the domain needs a dot"
            case .invalidDomain: "the domain is not valid"
            case .invalidTopLevelDomain: "needs an ending like .com"
            }
        return "✗ " + words
    }
}

extension ProfileViewModel {
    /// A field's name in a sentence: "first name", "last name", "e-mail".
    static func name(of field: ProfileField) -> String {
        switch field {
        case .firstName: "first name"
        case .lastName: "last name"
        case .email: "e-mail"
        }
    }
}

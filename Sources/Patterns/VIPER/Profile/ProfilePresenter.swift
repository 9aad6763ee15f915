import Model
import Roles

/// **Presenter** of the profile: keeps the form's edits against the stored person, hears each
/// edit (`firstNameChanged(_:)` …) and Save, decides every line the screen shows, and tells its
/// view through `ProfileViewInput`, which it holds weakly. It reads and saves the person through
/// the interactor.
@MainActor
public final class ProfilePresenter: ProfileViewOutput, ProfileInteractorOutput, Role.Presenter {
    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any ProfileViewInput)?

    private let interactor: any ProfileInteractorInput
    /// The stored person the form stands against.
    private var stored: Person
    /// The form: the stored person with each field's text as the user left it.
    private var edited: Person
    /// Per field, the stored value when the user began editing it.
    private var editedFrom: Person

    public init(interactor: any ProfileInteractorInput) {
        self.interactor = interactor
        self.stored = interactor.person
        self.edited = interactor.person
        self.editedFrom = interactor.person
    }

    // MARK: - ProfileViewOutput

    public func viewDidLoad() {
        interactor.observePerson()
        showStoredPerson()
    }

    public func firstNameChanged(_ text: String) { edit(.firstName, to: text) }

    public func lastNameChanged(_ text: String) { edit(.lastName, to: text) }

    public func emailChanged(_ text: String) { edit(.email, to: text) }

    public func saveTapped() {
        interactor.save(edited)  // Save is enabled only for a person that may be saved
    }

    // MARK: - ProfileInteractorOutput

    public func personChanged() {
        showStoredPerson()
    }

    // MARK: - The form

    /// Shows the stored person (a save, the server, or the view loading): fields without edits
    /// follow it, fields with edits keep the user's text. Nothing typed is lost.
    private func showStoredPerson() {
        let person = interactor.person
        var form = person
        for field in ProfileField.allCases where isEdited(field) { form[field] = edited[field] }
        edited = form
        stored = person
        for field in ProfileField.allCases where !isEdited(field) {
            editedFrom[field] = person[field]
        }
        view?.set(
            cardName: [person.salutation, person.firstName, person.lastName]
                .filter { !$0.isEmpty }.joined(separator: " "),
            birthdate: LongDateFormatter.string(from: person.birthdate), email: person.email)
        updateForm()
    }

    /// Typing the stored value back ends the edit.
    private func edit(_ field: ProfileField, to text: String) {
        edited[field] = text
        if text == stored[field] { editedFrom[field] = text }
        updateForm()
    }

    private func isEdited(_ field: ProfileField) -> Bool {
        edited[field] != stored[field]
    }

    private func updateForm() {
        view?.set(firstName: edited.firstName, lastName: edited.lastName, email: edited.email)
        view?.set(
            validity: Self.validity(of: edited.email))
        // Fields whose stored value changed since the user began editing them.
        let stale = ProfileField.allCases.filter { isEdited($0) && editedFrom[$0] != stored[$0] }
        view?.set(
            notice: stale.isEmpty
                ? nil : "Stored value changed: " + stale.map(Self.name(of:)).joined(separator: ", ")
        )

        let problem = edited.saveProblem(against: stored)
        let reason =
            switch problem {
            case .noChanges: "No changes to save."
            case .missingFirstName: "First name is required."
            case .missingLastName: "Last name is required."
            case .invalidEmail: "Fix the e-mail to save."
            case nil: "Unsaved changes."
            }
        view?.set(saveEnabled: problem == nil, reason: reason)
    }
}

extension ProfilePresenter {
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

extension ProfilePresenter {
    /// A field's name in a sentence: "first name", "last name", "e-mail".
    static func name(of field: ProfileField) -> String {
        switch field {
        case .firstName: "first name"
        case .lastName: "last name"
        case .email: "e-mail"
        }
    }
}

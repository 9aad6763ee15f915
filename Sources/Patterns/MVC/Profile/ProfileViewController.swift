import Model
import Roles
import TextUI

/// **Controller** of the profile: owns the card's labels and the form's fields, copies the
/// stored person into them, hears every edit through target-action, keeps the form's edits
/// against the stored person, decides what the validity and Save lines say, and writes the store
/// on Save.
///
/// Two-way binding by hand (seed 000 without KVO): model → view is `updateViews()`, view →
/// model is `fieldChanged(_:to:)`, and the rules of which value wins are written here, in the
/// controller.
public final class ProfileViewController: ViewController, Role.Controller {
    private let store: Store
    private var storeObservation: ObservationToken?
    /// The stored person the form stands against.
    private var stored: Person
    /// The form: the stored person with each field's text as the user left it.
    private var edited: Person
    /// Per field, the stored value when the user began editing it.
    private var editedFrom: Person

    // The controller creates and owns its views (internal, as outlets are, so tests reach them).
    let nameLabel = Label()
    let birthdateLabel = Label()
    let emailLabel = Label()
    let firstNameField = TextField()
    let lastNameField = TextField()
    let emailField = TextField()
    let validityLabel = Label()
    let noticeLabel = Label()
    let reasonLabel = Label()
    let saveButton = Button(type: .system)

    public init(store: Store) {
        self.store = store
        self.stored = store.person
        self.edited = store.person
        self.editedFrom = store.person
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        title = "Profile"
        firstNameField.placeholder = "your first name"
        lastNameField.placeholder = "your last name"
        emailField.placeholder = "your e-mail address"
        validityLabel.textColor = .secondaryLabel
        noticeLabel.font = .boldSystemFont(ofSize: 17)
        reasonLabel.textColor = .secondaryLabel
        saveButton.setTitle("Save", for: .normal)
        firstNameField.accessibilityIdentifier = ScreenIdentifier.firstNameField
        lastNameField.accessibilityIdentifier = ScreenIdentifier.lastNameField
        emailField.accessibilityIdentifier = ScreenIdentifier.emailField
        saveButton.accessibilityIdentifier = ScreenIdentifier.saveButton
        for (field, name) in fields {
            field.addAction(
                Action { [weak self, weak field] _ in
                    if let field { self?.fieldChanged(name, to: field.text ?? "") }
                }, for: .editingChanged)
        }
        saveButton.addAction(Action { [weak self] _ in self?.saveTapped() }, for: .touchUpInside)
        let stack = StackView(arrangedSubviews: [
            nameLabel, birthdateLabel, emailLabel, Label(),
            StackView.formRow("First name", firstNameField),
            StackView.formRow("Last name", lastNameField),
            StackView.formRow("E-mail", emailField),
            StackView.formRow("", validityLabel),
            noticeLabel,
            StackView(arrangedSubviews: [reasonLabel, saveButton]),
        ])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        storeObservation = store.observe { [weak self] change in
            if change == .personUpdated || change == .catalogReplaced { self?.storeDidChange() }
        }
        storeDidChange()
    }

    private var fields: [(TextField, ProfileField)] {
        [(firstNameField, .firstName), (lastNameField, .lastName), (emailField, .email)]
    }

    // MARK: - Events

    /// View → model: the user edited a field. Typing the stored value back ends the edit.
    private func fieldChanged(_ field: ProfileField, to text: String) {
        edited[field] = text
        if text == stored[field] { editedFrom[field] = text }
        updateViews()
    }

    private func saveTapped() {
        try? store.updatePerson(edited)  // Save is enabled only for a person that may be saved
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
        updateViews()
    }

    private func isEdited(_ field: ProfileField) -> Bool {
        edited[field] != stored[field]
    }

    // MARK: - Pushing the model into the views

    /// Model → view: the card from the stored person, the fields from the form, and the lines
    /// the rules decide.
    func updateViews() {
        nameLabel.text = [stored.salutation, stored.firstName, stored.lastName]
            .filter { !$0.isEmpty }.joined(separator: " ")
        birthdateLabel.text = LongDateFormatter.string(from: stored.birthdate)
        emailLabel.text = stored.email
        // A field is written only when its text differs: setting a field's text cancels an input
        // method's composition (pinyin, kana) even when the text is the same.
        for (field, name) in fields where field.text != edited[name] { field.text = edited[name] }

        validityLabel.text = Self.validity(of: edited.email)
        // Fields whose stored value changed since the user began editing them.
        let stale = ProfileField.allCases.filter { isEdited($0) && editedFrom[$0] != stored[$0] }
        noticeLabel.isHidden = stale.isEmpty
        noticeLabel.text =
            "Stored value changed: " + stale.map(Self.name(of:)).joined(separator: ", ")

        let problem = edited.saveProblem(against: stored)
        saveButton.isEnabled = problem == nil
        reasonLabel.text =
            switch problem {
            case .noChanges: "No changes to save."
            case .missingFirstName: "First name is required."
            case .missingLastName: "Last name is required."
            case .invalidEmail: "Fix the e-mail to save."
            case nil: "Unsaved changes."
            }
    }
}

extension ProfileViewController {
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

extension ProfileViewController {
    /// A field's name in a sentence: "first name", "last name", "e-mail".
    static func name(of field: ProfileField) -> String {
        switch field {
        case .firstName: "first name"
        case .lastName: "last name"
        case .email: "e-mail"
        }
    }
}

import Model
import Roles
import TextUI

/// **Controller** of the profile: owns the card's labels and the form's fields, copies the
/// stored person into them, hears every edit through target-action, copies the fields' text
/// into its draft, decides what the validity and Save lines say, and writes the store on Save.
///
/// Two-way binding by hand (seed 000 without KVO): model → view is `updateViews()`, view →
/// model is `fieldChanged(_:)`. The rules of which value wins live in the shared `PersonDraft`.
public final class ProfileViewController: ViewController, Role.Controller {
    private let store: Store
    private var storeObservation: ObservationToken?
    private var draft: PersonDraft

    // The controller creates and owns its views (internal, as outlets are, so tests reach them).
    let nameLabel = Label()
    let birthdateLabel = Label()
    let emailLabel = Label()
    let firstNameField = TextField(placeholder: "your first name")
    let lastNameField = TextField(placeholder: "your last name")
    let emailField = TextField(placeholder: "your e-mail address")
    let validityLabel = Label(style: .dim)
    let noticeLabel = Label(style: .bold)
    let reasonLabel = Label(style: .dim)
    let saveButton = Button(title: "Save")

    public init(store: Store) {
        self.store = store
        self.draft = PersonDraft(person: store.person)
        super.init()
    }

    public override func loadView() {
        title = "Profile"
        firstNameField.identifier = ScreenIdentifier.firstNameField
        lastNameField.identifier = ScreenIdentifier.lastNameField
        emailField.identifier = ScreenIdentifier.emailField
        saveButton.identifier = ScreenIdentifier.saveButton
        for (field, name) in fields {
            field.addAction(for: .editingChanged) { [weak self, weak field] in
                if let field { self?.fieldChanged(name, to: field.text) }
            }
        }
        saveButton.addAction { [weak self] in self?.saveTapped() }
        view = StackView(arrangedSubviews: [
            nameLabel, birthdateLabel, emailLabel, Label(),
            StackView.formRow("First name", firstNameField),
            StackView.formRow("Last name", lastNameField),
            StackView.formRow("E-mail", emailField),
            StackView.formRow("", validityLabel),
            noticeLabel,
            StackView(axis: .horizontal, arrangedSubviews: [reasonLabel, saveButton]),
        ])
    }

    public override func viewDidLoad() {
        storeObservation = store.observe { [weak self] change in
            if change == .personUpdated || change == .catalogReplaced { self?.storeDidChange() }
        }
        storeDidChange()
    }

    private var fields: [(TextField, ProfileField)] {
        [(firstNameField, .firstName), (lastNameField, .lastName), (emailField, .email)]
    }

    // MARK: - Events

    /// View → model: the user edited a field.
    private func fieldChanged(_ field: ProfileField, to text: String) {
        draft.edit(field, to: text)
        updateViews()
    }

    private func saveTapped() {
        try? store.updatePerson(draft.edited)  // Save is enabled only for a valid person
    }

    private func storeDidChange() {
        draft.storeChanged(to: store.person)
        updateViews()
    }

    // MARK: - Pushing the model into the views

    /// Model → view: the card from the stored person, the fields from the draft, and the lines
    /// the rules decide.
    func updateViews() {
        let person = draft.stored
        nameLabel.text = [person.salutation, person.firstName, person.lastName]
            .filter { !$0.isEmpty }.joined(separator: " ")
        birthdateLabel.text = LongDateFormatter.string(from: person.birthdate)
        emailLabel.text = person.email
        for (field, name) in fields { field.text = draft.text(name) }

        let emailProblem = EmailValidator.problem(in: draft.text(.email))
        validityLabel.text = emailProblem.map { "✗ \($0)" } ?? "✓ valid"
        let stale = draft.staleFields
        noticeLabel.isHidden = stale.isEmpty
        noticeLabel.text =
            "Stored value changed: " + stale.map(\.description).joined(separator: ", ")

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
        saveButton.isEnabled = reason == nil
        reasonLabel.text = reason ?? "Unsaved changes."
    }
}

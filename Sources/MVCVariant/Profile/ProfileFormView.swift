import Model
import Roles
import TextUI

/// Hears that the user saved the form.
@MainActor
protocol ProfileFormViewDelegate: AnyObject, Role.View {
    func profileFormView(_ formView: ProfileFormView, didSave person: Person)
}

/// **View:** the profile form. It owns its `Person`: set `person` (the stored one) and it fills
/// its own fields, keeps the user's edits against it, decides what the validity and Save lines
/// say, and on Save hands its delegate the edited person. The controller never sees a field.
final class ProfileFormView: View, Role.View {
    weak var delegate: ProfileFormViewDelegate?

    /// The stored person the form edits (the seed's `view.model = model`). When it changes,
    /// fields without edits follow it and fields with edits keep the user's text: nothing typed
    /// is lost.
    var person: Person {
        didSet {
            var form = person
            for field in ProfileField.allCases where edited[field] != oldValue[field] {
                form[field] = edited[field]
            }
            edited = form
            for field in ProfileField.allCases where !isEdited(field) {
                editedFrom[field] = person[field]
            }
            update()
        }
    }

    /// The form: `person` with each field's text as the user left it.
    private var edited: Person
    /// Per field, the stored value when the user began editing it.
    private var editedFrom: Person
    private let firstNameField = TextField(placeholder: "your first name")
    private let lastNameField = TextField(placeholder: "your last name")
    private let emailField = TextField(placeholder: "your e-mail address")
    private let validityLabel = Label(style: .dim)
    private let noticeLabel = Label(style: .bold)
    private let reasonLabel = Label(style: .dim)
    private let saveButton = Button(title: "Save")
    private let stack: StackView

    init(person: Person) {
        self.person = person
        self.edited = person
        self.editedFrom = person
        stack = StackView(arrangedSubviews: [
            StackView.formRow("First name", firstNameField),
            StackView.formRow("Last name", lastNameField),
            StackView.formRow("E-mail", emailField),
            StackView.formRow("", validityLabel),
            noticeLabel,
            StackView(axis: .horizontal, arrangedSubviews: [reasonLabel, saveButton]),
        ])
        super.init()
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
        addSubview(stack)
        update()
    }

    override func heightThatFits(width: Int) -> Int { stack.heightThatFits(width: width) }

    override func layoutSubviews() {
        stack.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    private var fields: [(TextField, ProfileField)] {
        [(firstNameField, .firstName), (lastNameField, .lastName), (emailField, .email)]
    }

    /// The user edited a field. Typing the stored value back ends the edit.
    private func fieldChanged(_ field: ProfileField, to text: String) {
        edited[field] = text
        if text == person[field] { editedFrom[field] = text }
        update()
    }

    private func isEdited(_ field: ProfileField) -> Bool {
        edited[field] != person[field]
    }

    private func saveTapped() {
        delegate?.profileFormView(self, didSave: edited)
    }

    private func update() {
        for (field, name) in fields { field.text = edited[name] }
        validityLabel.text = EmailValidator.problem(in: edited.email).map { "✗ \($0)" } ?? "✓ valid"
        // Fields whose stored value changed since the user began editing them.
        let stale = ProfileField.allCases.filter { isEdited($0) && editedFrom[$0] != person[$0] }
        noticeLabel.isHidden = stale.isEmpty
        noticeLabel.text =
            "Stored value changed: " + stale.map(\.description).joined(separator: ", ")

        let problem = edited.saveProblem(against: person)
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

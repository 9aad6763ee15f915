import Model
import Roles
import TextUI

/// Hears that the user saved the form.
@MainActor
protocol ProfileFormViewDelegate: AnyObject, Role.View {
    func profileFormView(_ formView: ProfileFormView, didSave person: Person)
}

/// **View:** the profile form. It owns its `Person`: set `person` (the stored one) and it fills
/// its own fields, keeps the user's edits in its draft, decides what the validity and Save lines
/// say, and on Save hands its delegate the edited person. The controller never sees a field.
final class ProfileFormView: View, Role.View {
    weak var delegate: ProfileFormViewDelegate?

    /// The stored person the form edits (the seed's `view.model = model`); a new one is merged
    /// into the draft: unedited fields follow it, edited ones keep the user's text.
    var person: Person {
        didSet {
            draft.storeChanged(to: person)
            update()
        }
    }

    private var draft: PersonDraft
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
        self.draft = PersonDraft(person: person)
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

    private func fieldChanged(_ field: ProfileField, to text: String) {
        draft.edit(field, to: text)
        update()
    }

    private func saveTapped() {
        delegate?.profileFormView(self, didSave: draft.edited)
    }

    private func update() {
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

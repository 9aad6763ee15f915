import Roles
import TextUI

/// **View** of the profile: plain widgets bound to `ProfileViewModel` both ways. Model → view:
/// `updateProperties()` copies the outputs into the widgets. View → model: each field's
/// editing-changed event becomes an intent (`emailChanged(_:)`); Save becomes `saveTapped()`.
public final class ProfileViewController: ViewController, Role.View {
    let viewModel: ProfileViewModel

    private let nameLabel = Label()
    private let birthdateLabel = Label()
    private let emailLabel = Label()
    private let firstNameField = TextField(placeholder: "your first name")
    private let lastNameField = TextField(placeholder: "your last name")
    private let emailField = TextField(placeholder: "your e-mail address")
    private let validityLabel = Label(style: .dim)
    private let noticeLabel = Label(style: .bold)
    private let reasonLabel = Label(style: .dim)
    private let saveButton = Button(title: "Save")

    public init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func loadView() {
        title = "Profile"
        firstNameField.identifier = ScreenIdentifier.firstNameField
        lastNameField.identifier = ScreenIdentifier.lastNameField
        emailField.identifier = ScreenIdentifier.emailField
        saveButton.identifier = ScreenIdentifier.saveButton
        firstNameField.addAction(for: .editingChanged) { [weak self] in
            guard let self else { return }
            viewModel.firstNameChanged(firstNameField.text)
        }
        lastNameField.addAction(for: .editingChanged) { [weak self] in
            guard let self else { return }
            viewModel.lastNameChanged(lastNameField.text)
        }
        emailField.addAction(for: .editingChanged) { [weak self] in
            guard let self else { return }
            viewModel.emailChanged(emailField.text)
        }
        saveButton.addAction { [weak self] in self?.viewModel.saveTapped() }
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
        super.viewDidLoad()
        viewModel.viewDidLoad()
    }

    /// The binding, model → view: copies the view model's state into the widgets. The toolkit
    /// runs it in the layout pass, tracking what it reads, and again in the next pass after any
    /// of it changes.
    public override func updateProperties() {
        super.updateProperties()
        nameLabel.text = viewModel.name
        birthdateLabel.text = viewModel.birthdate
        emailLabel.text = viewModel.email
        firstNameField.text = viewModel.firstNameText
        lastNameField.text = viewModel.lastNameText
        emailField.text = viewModel.emailText
        validityLabel.text = viewModel.validity
        noticeLabel.isHidden = viewModel.notice == nil
        noticeLabel.text = viewModel.notice
        saveButton.isEnabled = viewModel.saveIsEnabled
        reasonLabel.text = viewModel.saveReason
    }
}

import Roles
import TextUI

/// **View** of the profile: plain widgets bound to `ProfileViewModel` both ways. Model → view:
/// `updateProperties()` copies the outputs into the widgets. View → model: each field's
/// editing-changed event becomes an intent (`emailChanged(_:)`); Save becomes `saveTapped()`.
public final class ProfileViewController: ViewController, Role.View {
    let viewModel: ProfileViewModel

    // Its widgets (internal, as outlets are, so tests reach them).
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

    public init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
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
        firstNameField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                viewModel.firstNameChanged(firstNameField.text ?? "")
            }, for: .editingChanged)
        lastNameField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                viewModel.lastNameChanged(lastNameField.text ?? "")
            }, for: .editingChanged)
        emailField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                viewModel.emailChanged(emailField.text ?? "")
            }, for: .editingChanged)
        saveButton.addAction(
            Action { [weak self] _ in self?.viewModel.saveTapped() }, for: .touchUpInside)
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
        // A field is written only when its text differs: setting a field's text cancels an input
        // method's composition (pinyin, kana) even when the text is the same.
        if firstNameField.text != viewModel.firstNameText {
            firstNameField.text = viewModel.firstNameText
        }
        if lastNameField.text != viewModel.lastNameText {
            lastNameField.text = viewModel.lastNameText
        }
        if emailField.text != viewModel.emailText { emailField.text = viewModel.emailText }
        validityLabel.text = viewModel.validity
        noticeLabel.isHidden = viewModel.notice == nil
        noticeLabel.text = viewModel.notice
        saveButton.isEnabled = viewModel.saveIsEnabled
        reasonLabel.text = viewModel.saveReason
    }
}

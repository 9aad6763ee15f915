import Roles
import TextUI

/// **View** of the profile: a passive view controller that implements `ProfileViewInput` with
/// plain widgets and sends every edit and the Save tap to its presenter, which it knows only
/// through `ProfileViewOutput`. It never sees a `Person`.
public final class ProfileViewController: ViewController, Role.View {
    let presenter: any ProfileViewOutput

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

    public init(presenter: any ProfileViewOutput) {
        self.presenter = presenter
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
                presenter.firstNameChanged(firstNameField.text ?? "")
            }, for: .editingChanged)
        lastNameField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                presenter.lastNameChanged(lastNameField.text ?? "")
            }, for: .editingChanged)
        emailField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                presenter.emailChanged(emailField.text ?? "")
            }, for: .editingChanged)
        saveButton.addAction(
            Action { [weak self] _ in self?.presenter.saveTapped() }, for: .touchUpInside)
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
        presenter.viewDidLoad()
    }
}

extension ProfileViewController: ProfileViewInput {
    public func set(cardName: String, birthdate: String, email: String) {
        nameLabel.text = cardName
        birthdateLabel.text = birthdate
        emailLabel.text = email
    }

    public func set(firstName: String, lastName: String, email: String) {
        // A field is written only when its text differs: setting a field's text cancels an input
        // method's composition (pinyin, kana) even when the text is the same.
        if firstNameField.text != firstName { firstNameField.text = firstName }
        if lastNameField.text != lastName { lastNameField.text = lastName }
        if emailField.text != email { emailField.text = email }
    }

    public func set(validity: String) {
        validityLabel.text = validity
    }

    public func set(notice: String?) {
        noticeLabel.isHidden = notice == nil
        noticeLabel.text = notice
    }

    public func set(saveEnabled: Bool, reason: String) {
        saveButton.isEnabled = saveEnabled
        reasonLabel.text = reason
    }
}

import Roles
import TextUI

/// **View** of the profile: a passive view controller that implements `ProfileView` with plain
/// widgets and sends every edit and the Save tap to its presenter. It never sees a `Person`.
public final class ProfileViewController: ViewController, Role.View {
    let presenter: ProfilePresenter

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

    public init(presenter: ProfilePresenter) {
        self.presenter = presenter
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
            presenter.firstNameChanged(firstNameField.text)
        }
        lastNameField.addAction(for: .editingChanged) { [weak self] in
            guard let self else { return }
            presenter.lastNameChanged(lastNameField.text)
        }
        emailField.addAction(for: .editingChanged) { [weak self] in
            guard let self else { return }
            presenter.emailChanged(emailField.text)
        }
        saveButton.addAction { [weak self] in self?.presenter.saveTapped() }
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
        presenter.viewDidLoad()
    }
}

extension ProfileViewController: ProfileView {
    public func set(cardName: String, birthdate: String, email: String) {
        nameLabel.text = cardName
        birthdateLabel.text = birthdate
        emailLabel.text = email
    }

    public func set(firstName: String, lastName: String, email: String) {
        firstNameField.text = firstName
        lastNameField.text = lastName
        emailField.text = email
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

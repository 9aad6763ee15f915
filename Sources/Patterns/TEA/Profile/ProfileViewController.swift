import ElmArchitecture
import Roles
import TextUI

/// **View** of the profile: renders the profile's state into its widgets, and sends every edit
/// of a field and the tap on Save as actions. Two-way: a field is written only when its text
/// differs from the state's, so an input method's composition survives.
public final class ProfileViewController: ViewController, Role.View {
    let store: StoreOf<ProfileFeature>

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

    public init(store: StoreOf<ProfileFeature>) {
        self.store = store
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
                store.send(.firstNameChanged(firstNameField.text ?? ""))
            }, for: .editingChanged)
        lastNameField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                store.send(.lastNameChanged(lastNameField.text ?? ""))
            }, for: .editingChanged)
        emailField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                store.send(.emailChanged(emailField.text ?? ""))
            }, for: .editingChanged)
        saveButton.addAction(
            Action { [weak self] _ in self?.store.send(.saveTapped) }, for: .touchUpInside)
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
        store.send(.viewDidLoad)
    }

    /// The render: the state into the widgets. The toolkit runs it in the layout pass, tracking
    /// the state it reads, and again in the pass after the next action.
    public override func updateProperties() {
        super.updateProperties()
        let state = store.state
        nameLabel.text = state.name
        birthdateLabel.text = state.birthdate
        emailLabel.text = state.email
        // A field is written only when its text differs: setting a field's text cancels an input
        // method's composition (pinyin, kana) even when the text is the same.
        let form = state.edited
        if firstNameField.text != form.firstName { firstNameField.text = form.firstName }
        if lastNameField.text != form.lastName { lastNameField.text = form.lastName }
        if emailField.text != form.email { emailField.text = form.email }
        validityLabel.text = state.validity
        noticeLabel.isHidden = state.notice == nil
        noticeLabel.text = state.notice
        saveButton.isEnabled = state.saveIsEnabled
        reasonLabel.text = state.saveReason
    }
}

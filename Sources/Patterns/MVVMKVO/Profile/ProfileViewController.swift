import KeyValueObserving
import Roles
import TextUI

/// **View** of the profile: plain widgets bound to `ProfileViewModel` both ways. Model → view:
/// it observes the outputs and copies each into its widget as it changes. View → model: each
/// field's editing-changed event becomes an intent (`emailChanged(_:)`, seed 003's target-action);
/// Save becomes `saveTapped()`.
public final class ProfileViewController: ViewController, KeyValueObserver, Role.View {
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
        // The binding (seed 000's `setupBindings()`): observe each output, told at once.
        viewModel.addObserver(
            self, forKeyPath: \ProfileViewModel.name, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProfileViewModel.birthdate, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProfileViewModel.email, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProfileViewModel.firstNameText, options: [.initial, .new],
            context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProfileViewModel.lastNameText, options: [.initial, .new],
            context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProfileViewModel.emailText, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProfileViewModel.validity, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProfileViewModel.notice, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProfileViewModel.saveIsEnabled, options: [.initial, .new],
            context: nil)
        viewModel.addObserver(
            self, forKeyPath: \ProfileViewModel.saveReason, options: [.initial, .new], context: nil)
        viewModel.viewDidLoad()
    }

    /// The binding, model → view: copies each output into its widget as it changes, inside the
    /// view model's setter.
    public func observeValue(
        forKeyPath keyPath: AnyKeyPath, of object: Any?, change: KeyValueChange,
        context: UnsafeMutableRawPointer?
    ) {
        let text = change.new as? String
        switch keyPath {
        case \ProfileViewModel.name: nameLabel.text = text
        case \ProfileViewModel.birthdate: birthdateLabel.text = text
        case \ProfileViewModel.email: emailLabel.text = text
        // A field is written only when its text differs: setting a field's text cancels an input
        // method's composition (pinyin, kana) even when the text is the same.
        case \ProfileViewModel.firstNameText:
            if firstNameField.text != text { firstNameField.text = text }
        case \ProfileViewModel.lastNameText:
            if lastNameField.text != text { lastNameField.text = text }
        case \ProfileViewModel.emailText:
            if emailField.text != text { emailField.text = text }
        case \ProfileViewModel.validity: validityLabel.text = text
        case \ProfileViewModel.notice:
            noticeLabel.isHidden = text == nil
            noticeLabel.text = text
        case \ProfileViewModel.saveIsEnabled: saveButton.isEnabled = change.new as? Bool ?? false
        case \ProfileViewModel.saveReason: reasonLabel.text = text
        default: break
        }
    }

    /// The observers come off by hand (seed 000's `deinit`), if `viewDidLoad()` added them.
    isolated deinit {
        guard isViewLoaded else { return }
        viewModel.removeObserver(self, forKeyPath: \ProfileViewModel.name)
        viewModel.removeObserver(self, forKeyPath: \ProfileViewModel.birthdate)
        viewModel.removeObserver(self, forKeyPath: \ProfileViewModel.email)
        viewModel.removeObserver(self, forKeyPath: \ProfileViewModel.firstNameText)
        viewModel.removeObserver(self, forKeyPath: \ProfileViewModel.lastNameText)
        viewModel.removeObserver(self, forKeyPath: \ProfileViewModel.emailText)
        viewModel.removeObserver(self, forKeyPath: \ProfileViewModel.validity)
        viewModel.removeObserver(self, forKeyPath: \ProfileViewModel.notice)
        viewModel.removeObserver(self, forKeyPath: \ProfileViewModel.saveIsEnabled)
        viewModel.removeObserver(self, forKeyPath: \ProfileViewModel.saveReason)
    }
}

import Model
import Roles
import TextUI

/// **View:** the profile form's fields. Set `person` (`formView.person = form`, the seed's
/// `appView.app = model`) and it assigns its own fields from it and words the line under the
/// E-mail field, its person's e-mail checked by the shared validator. The form it shows is the
/// controller's: the stored person with the user's edits. It keeps no edits and decides nothing
/// about Save; the notice, the Save button and the line beside it show the controller's state and
/// are the controller's widgets, as in MVC.
///
/// Its fields are reached by the controller, where the seed's view keeps its subviews to itself.
/// The seed's `MYAppView` has no control: a touch on the view leaves through its delegate. A text
/// field is a control, and UIKit sends a control's events to a target (target-action): here the
/// controller, which hears every edit as MVC's does. So the controller reaches the fields to be
/// their target, but never assigns them: their text comes from `person`, here. Nor does it assign
/// the validity line.
final class ProfileFormView: View, Role.View {
    /// The form to show; nil before the controller hands one.
    var person: Person? {
        didSet { update() }
    }

    // The form's controls: the controller is their target.
    let firstNameField = TextField()
    let lastNameField = TextField()
    let emailField = TextField()

    let validityLabel = Label()  // assigned only here (internal, as an outlet is)
    private let stack: StackView

    init() {
        stack = StackView(arrangedSubviews: [
            StackView.formRow("First name", firstNameField),
            StackView.formRow("Last name", lastNameField),
            StackView.formRow("E-mail", emailField),
            StackView.formRow("", validityLabel),
        ])
        super.init(frame: .zero)
        stack.axis = .vertical
        firstNameField.placeholder = "your first name"
        lastNameField.placeholder = "your last name"
        emailField.placeholder = "your e-mail address"
        validityLabel.textColor = .secondaryLabel
        firstNameField.accessibilityIdentifier = ScreenIdentifier.firstNameField
        lastNameField.accessibilityIdentifier = ScreenIdentifier.lastNameField
        emailField.accessibilityIdentifier = ScreenIdentifier.emailField
        addSubview(stack)
    }

    override func heightThatFits(width: Int) -> Int { stack.heightThatFits(width: width) }

    override func layoutSubviews() {
        stack.frame = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
    }

    private func update() {
        guard let person else { return }
        // A field is written only when its text differs: setting a field's text cancels an input
        // method's composition (pinyin, kana) even when the text is the same.
        if firstNameField.text != person.firstName { firstNameField.text = person.firstName }
        if lastNameField.text != person.lastName { lastNameField.text = person.lastName }
        if emailField.text != person.email { emailField.text = person.email }
        validityLabel.text =
            EmailValidator.problem(in: person.email).map { "✗ \($0)" } ?? "✓ valid"
    }
}

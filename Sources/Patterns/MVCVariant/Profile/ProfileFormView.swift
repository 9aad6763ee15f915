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
        super.layoutSubviews()
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
            Self.validity(of: person.email)
    }
}

extension ProfileFormView {
    /// The line under the E-mail field for `address`: valid, or what it lacks. The model says why
    /// an address is not valid (`EmailProblem`); the words are this role's.
    static func validity(of address: String) -> String {
        guard let problem = EmailValidator.problem(in: address) else { return "✓ valid" }
        let words =
            switch problem {
            case .empty: "required"
            case .containsSpace: "no spaces allowed"
            case .tooLong: "too long"
            case .missingAt: "needs an @"
            case .moreThanOneAt: "only one @ allowed"
            case .nothingBeforeAt: "needs a name before the @"
            case .nothingAfterAt: "needs a domain after the @"
            case .invalidCharacter(let character): "'\(character)' is not allowed"
            case .misplacedDot: "a dot is out of place"
            case .domainWithoutDot: "the domain needs a dot"
            case .invalidDomain: "the domain is not valid"
            case .invalidTopLevelDomain: "needs an ending like .com"
            }
        return "✗ " + words
    }
}

import Model
import Roles
import TextUI

/// **View:** the profile card. Set `person` and it fills its own private labels: the name with
/// its salutation, the birthdate in words and the e-mail (the seed's `appView.app = model`).
final class ProfileCardView: View, Role.View {
    /// The person to show.
    var person: Person? {
        didSet { update() }
    }

    private let nameLabel = Label()
    private let birthdateLabel = Label()
    private let emailLabel = Label()

    init() {
        super.init(frame: .zero)
        for subview in [nameLabel, birthdateLabel, emailLabel] { addSubview(subview) }
    }

    override func heightThatFits(width: Int) -> Int { 3 }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (line, label) in [nameLabel, birthdateLabel, emailLabel].enumerated() {
            label.frame = Rect(x: 0, y: line, width: frame.width, height: 1)
        }
    }

    private func update() {
        guard let person else { return }
        nameLabel.text = [person.salutation, person.firstName, person.lastName]
            .filter { !$0.isEmpty }.joined(separator: " ")
        birthdateLabel.text = LongDateFormatter.string(from: person.birthdate)
        emailLabel.text = person.email
    }
}

import Model
import Roles
import TextUI

/// **View:** the profile card. Set `person` and it fills its own labels: the name with
/// its salutation, the birthdate in words and the e-mail (the seed's `appView.app = model`).
final class ProfileCardView: View, Role.View {
    /// The person to show.
    var person: Person? {
        didSet { update() }
    }

    // Its own labels, which only it assigns (internal, as outlets are, so tests reach them).
    let nameLabel = Label()
    let birthdateLabel = Label()
    let emailLabel = Label()

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

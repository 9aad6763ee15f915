import Roles
import TextUI

/// **View** of the app card: a passive view controller that implements `AppCardViewInput` with
/// plain widgets and sends taps to its presenter, which it knows only through
/// `AppCardViewOutput`.
public final class AppCardViewController: ViewController, Role.View {
    let presenter: any AppCardViewOutput

    // Its widgets (internal, as outlets are, so tests reach them).
    let iconView = ImageView(image: nil)
    let nameLabel = Label()
    let feedbackLabel = Label()

    public init(presenter: any AppCardViewOutput) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        title = "App"
        nameLabel.textAlignment = .center
        feedbackLabel.textAlignment = .center
        feedbackLabel.textColor = .secondaryLabel
        let card = StackView(arrangedSubviews: [iconView, nameLabel, feedbackLabel])
        card.axis = .vertical
        card.accessibilityIdentifier = ScreenIdentifier.appCard
        card.addGestureRecognizer(
            TapGestureRecognizer { [weak self] in self?.presenter.cardTapped() })
        view = card
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

extension AppCardViewController: AppCardViewInput {
    public func set(name: String, image: String?) {
        nameLabel.text = name
        iconView.image = image.flatMap { Image(named: $0) }
    }

    public func set(feedback: String) {
        feedbackLabel.text = feedback
    }
}

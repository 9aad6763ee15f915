import Roles
import TextUI

/// **View** of the app card: a passive view controller that implements `AppCardView` with
/// plain widgets and sends taps to its presenter.
public final class AppCardViewController: ViewController, Role.View {
    let presenter: AppCardPresenter

    private let iconView = ImageView()
    private let nameLabel = Label(alignment: .center)
    private let feedbackLabel = Label(alignment: .center, style: .dim)

    public init(presenter: AppCardPresenter) {
        self.presenter = presenter
        super.init()
    }

    public override func loadView() {
        title = "App"
        let card = StackView(arrangedSubviews: [iconView, nameLabel, feedbackLabel])
        card.identifier = ScreenIdentifier.appCard
        card.addGestureRecognizer(
            TapGestureRecognizer { [weak self] in self?.presenter.cardTapped() })
        view = card
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

extension AppCardViewController: AppCardView {
    public func set(name: String, image: String?) {
        nameLabel.text = name
        iconView.image = image.map(Image.init(named:))
    }

    public func set(feedback: String) {
        feedbackLabel.text = feedback
    }
}

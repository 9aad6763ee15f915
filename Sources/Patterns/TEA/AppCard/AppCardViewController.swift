import ElmArchitecture
import Roles
import TextUI

/// **View** of the app card: renders the card's state into its widgets and sends a tap as an
/// action. It changes nothing itself.
public final class AppCardViewController: ViewController, Role.View {
    let store: StoreOf<AppCardFeature>

    // Its widgets (internal, as outlets are, so tests reach them).
    let iconView = ImageView(image: nil)
    let nameLabel = Label()
    let feedbackLabel = Label()

    public init(store: StoreOf<AppCardFeature>) {
        self.store = store
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
            TapGestureRecognizer { [weak self] in self?.store.send(.cardTapped) })
        view = card
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
        iconView.image = state.imageName.flatMap { Image(named: $0) }
        feedbackLabel.text = state.feedback
    }
}

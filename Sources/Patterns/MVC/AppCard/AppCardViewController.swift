import Model
import Roles
import TextUI

/// **Controller** of the app card: builds the card from plain widgets, pushes the app's name
/// and image into them, and counts the taps it receives.
public final class AppCardViewController: ViewController, Role.Controller {
    private let store: Store
    private var storeObservation: ObservationToken?
    private var tapCount = 0

    // The controller creates and owns its views (internal, as outlets are, so tests reach them).
    let iconView = ImageView(image: nil)
    let nameLabel = Label()
    let feedbackLabel = Label()

    public init(store: Store) {
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
        card.addGestureRecognizer(TapGestureRecognizer { [weak self] in self?.cardTapped() })
        view = card
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        storeObservation = store.observe { [weak self] change in
            if change == .appUpdated || change == .catalogReplaced { self?.updateViews() }
        }
        updateViews()
    }

    func cardTapped() {
        tapCount += 1
        updateViews()
    }

    private func updateViews() {
        iconView.image = store.app.flatMap { Image(named: $0.imageName) }
        nameLabel.text = store.app?.name ?? "No app loaded"
        feedbackLabel.text =
            tapCount == 0 ? "Tap the card" : "Tapped \(CountFormatter.string(tapCount, "time"))"
    }
}

import KeyValueObserving
import Roles
import TextUI

/// **View** of the app card: plain widgets bound to `AppCardViewModel` by key-value observing;
/// a tap becomes the `cardTapped()` intent.
public final class AppCardViewController: ViewController, KeyValueObserver, Role.View {
    let viewModel: AppCardViewModel

    // Its widgets (internal, as outlets are, so tests reach them).
    let iconView = ImageView(image: nil)
    let nameLabel = Label()
    let feedbackLabel = Label()

    public init(viewModel: AppCardViewModel) {
        self.viewModel = viewModel
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
            TapGestureRecognizer { [weak self] in self?.viewModel.cardTapped() })
        view = card
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // The binding (seed 000's `setupBindings()`): observe each output, told at once.
        viewModel.addObserver(
            self, forKeyPath: \AppCardViewModel.name, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \AppCardViewModel.imageName, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \AppCardViewModel.feedback, options: [.initial, .new], context: nil)
        viewModel.viewDidLoad()
    }

    /// The binding: copies each output into its widget as it changes, inside the view model's
    /// setter.
    public func observeValue(
        forKeyPath keyPath: AnyKeyPath, of object: Any?, change: KeyValueChange,
        context: UnsafeMutableRawPointer?
    ) {
        switch keyPath {
        case \AppCardViewModel.name:
            nameLabel.text = change.new as? String
        case \AppCardViewModel.imageName:
            iconView.image = (change.new as? String).flatMap { Image(named: $0) }
        case \AppCardViewModel.feedback:
            feedbackLabel.text = change.new as? String
        default:
            break
        }
    }

    /// The observers come off by hand (seed 000's `deinit`), if `viewDidLoad()` added them.
    isolated deinit {
        guard isViewLoaded else { return }
        viewModel.removeObserver(self, forKeyPath: \AppCardViewModel.name)
        viewModel.removeObserver(self, forKeyPath: \AppCardViewModel.imageName)
        viewModel.removeObserver(self, forKeyPath: \AppCardViewModel.feedback)
    }
}

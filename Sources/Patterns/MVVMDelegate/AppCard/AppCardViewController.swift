import Roles
import TextUI

/// **View** of the app card: plain widgets, the delegate of `AppCardViewModel`, shown again
/// when it says an output changed; a tap becomes the `cardTapped()` intent.
public final class AppCardViewController: ViewController, Role.View {
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
        viewModel.delegate = self
        // The outputs as they are; from now on the view model tells each change.
        cardNameDidChange()
        cardImageDidChange()
        cardFeedbackDidChange()
        viewModel.viewDidLoad()
    }
}

/// The binding: the view model calls these after its outputs change, and the view copies them
/// into the widgets.
extension AppCardViewController: AppCardViewModelDelegate {
    public func cardNameDidChange() {
        nameLabel.text = viewModel.name
    }

    public func cardImageDidChange() {
        iconView.image = viewModel.imageName.flatMap { Image(named: $0) }
    }

    public func cardFeedbackDidChange() {
        feedbackLabel.text = viewModel.feedback
    }
}

import Roles
import TextUI

/// **View** of the app card: plain widgets bound to `AppCardViewModel`; a tap becomes the
/// `cardTapped()` intent.
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
        viewModel.viewDidLoad()
    }

    /// The binding: copies the view model's state into the widgets. The toolkit runs it in the
    /// layout pass, tracking what it reads, and again in the next pass after any of it changes.
    public override func updateProperties() {
        super.updateProperties()
        nameLabel.text = viewModel.name
        iconView.image = viewModel.imageName.flatMap { Image(named: $0) }
        feedbackLabel.text = viewModel.feedback
    }
}

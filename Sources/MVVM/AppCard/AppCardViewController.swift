import Roles
import TextUI

/// **View** of the app card: plain widgets bound to `AppCardViewModel`; a tap becomes the
/// `cardTapped()` intent.
public final class AppCardViewController: ViewController, Role.View {
    let viewModel: AppCardViewModel

    private let iconView = ImageView()
    private let nameLabel = Label(alignment: .center)
    private let feedbackLabel = Label(alignment: .center, style: .dim)

    public init(viewModel: AppCardViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func loadView() {
        title = "App"
        let card = StackView(arrangedSubviews: [iconView, nameLabel, feedbackLabel])
        card.identifier = ScreenIdentifier.appCard
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
        iconView.image = viewModel.imageName.map(Image.init(named:))
        feedbackLabel.text = viewModel.feedback
    }
}

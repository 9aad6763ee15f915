import Roles
import TextUI

/// The card's view: reads its view model in a tracked update.
public final class CardViewController: ViewController, Role.View {
    let viewModel: CardViewModel
    let label = Label()

    public init(viewModel: CardViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        view = label
    }

    public override func updateProperties() {
        super.updateProperties()
        label.text = viewModel.title
    }
}

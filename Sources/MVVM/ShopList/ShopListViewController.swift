import Roles
import TextUI

/// **View** of the shop list: builds the widgets, binds them to its view model and sends the
/// user's intents back. It formats nothing.
public final class ShopListViewController: ViewController, Role.View {
    let viewModel: ShopListViewModel

    let tableView: TableView
    private let messageLabel = Label()
    private let detailLabel = Label()

    public init(viewModel: ShopListViewModel, visibleRows: Int) {
        self.viewModel = viewModel
        self.tableView = TableView(visibleRowCount: visibleRows)
        super.init()
    }

    public override func loadView() {
        tableView.identifier = ScreenIdentifier.productTable
        tableView.dataSource = self
        tableView.delegate = self
        let reloadButton = Button(title: "Reload")
        reloadButton.identifier = ScreenIdentifier.reloadButton
        reloadButton.addAction { [weak self] in self?.viewModel.reloadTapped() }
        navigationItem.rightButton = reloadButton
        view = StackView(arrangedSubviews: [messageLabel, tableView, detailLabel])
    }

    public override func viewDidLoad() {
        viewModel.viewDidLoad()
    }

    /// The binding: copies the view model's state into the widgets. The toolkit runs it in the
    /// layout pass, tracking what it reads, and again in the next pass after any of it changes.
    /// The rows bind themselves: the table asks `row(at:)` the same tracked way.
    public override func updateProperties() {
        title = viewModel.title
        switch viewModel.content {
        case .message(let message, let hint):
            messageLabel.isHidden = false
            messageLabel.text = message
            tableView.isHidden = true
            detailLabel.isHidden = hint == nil
            detailLabel.text = hint
        case .products:
            messageLabel.isHidden = true
            tableView.isHidden = false
            detailLabel.isHidden = false
            tableView.selectRow(viewModel.selectedRow)
            detailLabel.text = viewModel.detail
        }
    }
}

import Roles
import TextUI

/// **View** of the shop list: builds the widgets, binds them to its view model and sends the
/// user's intents back. It formats nothing.
public final class ShopListViewController: ViewController, Role.View {
    let viewModel: ShopListViewModel

    let tableView: TableView
    private let messageLabel = Label()
    private let detailLabel = Label()
    /// The rows the table shows: the view model's, as they were when the table was last
    /// reloaded.
    private(set) var rows: [ProductRowViewModel] = []

    public init(viewModel: ShopListViewModel, visibleRows: Int) {
        self.viewModel = viewModel
        self.tableView = TableView(visibleRowCount: visibleRows)
        super.init()
    }

    public override func loadView() {
        tableView.identifier = ScreenIdentifier.productTable
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let reloadButton = Button(title: "Reload")
        reloadButton.identifier = ScreenIdentifier.reloadButton
        reloadButton.addAction { [weak self] in self?.viewModel.reloadTapped() }
        navigationItem.rightButton = reloadButton
        view = StackView(arrangedSubviews: [messageLabel, tableView, detailLabel])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.viewDidLoad()
    }

    /// The binding: copies the view model's state into the widgets. The toolkit runs it in the
    /// layout pass, tracking what it reads, and again in the next pass after any of it changes.
    public override func updateProperties() {
        super.updateProperties()
        let screen = viewModel.screen
        title = screen.title
        switch screen.content {
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
            detailLabel.text = screen.detail
        }
        // The list's binding: when the view model publishes other rows (a load, a product added
        // or removed), the table asks for them again. A changed product needs no reload: its
        // cell is bound to its row (`ProductCell`).
        if rows != viewModel.rows {
            rows = viewModel.rows
            tableView.reloadData()
        }
        tableView.selectRow(screen.selectedRow)
    }
}

import Roles
import TextUI

/// **View** of the shop list: builds the widgets, binds them to its view model and sends the
/// user's intents back. It formats nothing.
public final class ShopListViewController: ViewController, Role.View {
    let viewModel: ShopListViewModel

    let tableView: TableView
    private let messageLabel = Label()
    private let detailLabel = Label()
    /// The number of rows the view model published when the table was last reloaded: what the
    /// table shows until the next reload.
    private(set) var rowCount = 0

    public init(viewModel: ShopListViewModel, visibleRows: Int) {
        self.viewModel = viewModel
        self.tableView = TableView(visibleRowCount: visibleRows)
        super.init()
    }

    public override func loadView() {
        tableView.identifier = ScreenIdentifier.productTable
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "product")
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
            detailLabel.text = viewModel.detail
        }
        // The rows' binding. Reading `rowCount` reads the rows, so a change to any of them runs
        // this again; then the table asks for the rows it shows anew, as seed 002's view
        // reloads its table when told the results changed.
        rowCount = viewModel.rowCount
        tableView.reloadData()
        tableView.selectRow(viewModel.selectedRow)
    }
}

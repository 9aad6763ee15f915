import Roles
import TextUI

/// **View** of the shop list: builds the widgets, binds them to its view model and sends the
/// user's intents back. It formats nothing.
public final class ShopListViewController: ViewController, Role.View {
    let viewModel: ShopListViewModel

    // Its widgets (internal, as outlets are, so tests reach them).
    let tableView = TableView(frame: .zero, style: .plain)
    let messageLabel = Label()
    let detailLabel = Label()
    /// The list the table shows: the view model's, as it was when the table was last reloaded.
    private(set) var shownList = ShopListViewModel.List()

    public init(viewModel: ShopListViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
        navigationItem.backButtonTitle = "Shop"  // the back button a pushed detail shows
    }

    public override func loadView() {
        tableView.accessibilityIdentifier = ScreenIdentifier.productTable
        tableView.register(ProductCell.self, forCellReuseIdentifier: ProductCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        let reloadItem = BarButtonItem(
            title: "Reload",
            primaryAction: Action { [weak self] _ in self?.viewModel.reloadTapped() })
        reloadItem.accessibilityIdentifier = ScreenIdentifier.reloadButton
        navigationItem.rightBarButtonItem = reloadItem
        let stack = StackView(arrangedSubviews: [messageLabel, tableView, detailLabel])
        stack.axis = .vertical
        view = stack
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
        // The list's binding: when the view model publishes another list (a load, a product
        // added or removed), the table asks for its rows again. A changed product needs no
        // reload: its cell is bound to its row (`ProductCell`).
        if shownList != viewModel.list {
            shownList = viewModel.list
            tableView.reloadData()
        }
        tableView.selectRow(
            at: screen.selectedRow.map { IndexPath(row: $0, section: 0) }, animated: false,
            scrollPosition: .none)
    }
}

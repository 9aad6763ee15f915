import Roles
import TextUI

/// **View** of the shop list: a passive view controller. It builds the widgets, shows what the
/// presenter tells it through `ShopListViewInput`, and forwards every event to the presenter,
/// which it knows only through `ShopListViewOutput`.
public final class ShopListViewController: ViewController, Role.View {
    let presenter: any ShopListViewOutput

    // Its widgets (internal, as outlets are, so tests reach them).
    let tableView = TableView(frame: .zero, style: .plain)
    let messageLabel = Label()
    let detailLabel = Label()

    public init(presenter: any ShopListViewOutput) {
        self.presenter = presenter
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
            primaryAction: Action { [weak self] _ in self?.presenter.reloadTapped() })
        reloadItem.accessibilityIdentifier = ScreenIdentifier.reloadButton
        navigationItem.rightBarButtonItem = reloadItem
        let stack = StackView(arrangedSubviews: [messageLabel, tableView, detailLabel])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

extension ShopListViewController: ShopListViewInput {
    public func set(title: String) {
        self.title = title
    }

    public func showMessage(_ message: String, hint: String?) {
        messageLabel.isHidden = false
        messageLabel.text = message
        tableView.isHidden = true
        detailLabel.isHidden = hint == nil
        detailLabel.text = hint
    }

    public func showProducts() {
        messageLabel.isHidden = true
        tableView.isHidden = false
        detailLabel.isHidden = false
        tableView.reloadData()
    }

    public func showProduct(at row: Int) {
        tableView.reconfigureRows(at: [IndexPath(row: row, section: 0)])
    }

    public func select(row: Int?) {
        tableView.selectRow(
            at: row.map { IndexPath(row: $0, section: 0) }, animated: false,
            scrollPosition: .none)
    }

    public func set(detail: String) {
        detailLabel.text = detail
    }
}

import Roles
import TextUI

/// **View** of the shop list: a passive view controller. It builds the widgets, shows what the
/// presenter tells it through `ShopListView`, and forwards every event to the presenter.
public final class ShopListViewController: ViewController, Role.View {
    let presenter: ShopListPresenter

    let tableView: TableView
    private let messageLabel = Label()
    private let detailLabel = Label()

    public init(presenter: ShopListPresenter, visibleRows: Int) {
        self.presenter = presenter
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
        reloadButton.addAction { [weak self] in self?.presenter.reloadTapped() }
        navigationItem.rightButton = reloadButton
        view = StackView(arrangedSubviews: [messageLabel, tableView, detailLabel])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

extension ShopListViewController: ShopListView {
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

    public func select(row: Int?) {
        tableView.selectRow(row)
    }

    public func set(detail: String) {
        detailLabel.text = detail
    }
}

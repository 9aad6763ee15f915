import ElmArchitecture
import Model
import Roles
import TextUI

/// **View** of the shop list: renders the list's state into its widgets and sends every touch as
/// an action. Navigation is state: it pushes the product detail when the state holds one, and
/// says so when the user went back from it.
public final class ShopListViewController: ViewController, Role.View {
    let store: StoreOf<ShopListFeature>

    // Its widgets (internal, as outlets are, so tests reach them).
    let tableView = TableView(frame: .zero, style: .plain)
    let messageLabel = Label()
    let detailLabel = Label()
    /// How many rows the table was last reloaded with.
    private var shownRowCount = 0
    /// The product each row was last configured with, by row, since the last reload.
    var shownProducts: [Int: Product] = [:]
    /// The store of the detail this list pushed, while its view controller lives.
    private weak var shownDetail: StoreOf<ProductDetailFeature>?

    public init(store: StoreOf<ShopListFeature>) {
        self.store = store
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
            primaryAction: Action { [weak self] _ in self?.store.send(.reloadTapped) })
        reloadItem.accessibilityIdentifier = ScreenIdentifier.reloadButton
        navigationItem.rightBarButtonItem = reloadItem
        let stack = StackView(arrangedSubviews: [messageLabel, tableView, detailLabel])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        store.send(.viewDidLoad)
    }

    /// Back on show while the state still holds the detail it pushed: the user went back (the
    /// bar's back button pops by itself, as UIKit's does), and the state is told.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if shownDetail?.isPresented == true { store.send(.detailDismissed) }
    }

    /// The render: the state into the widgets. The toolkit runs it in the layout pass, tracking
    /// the state it reads, and again in the pass after the next action.
    public override func updateProperties() {
        super.updateProperties()
        let state = store.state
        title = state.title
        switch state.content {
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
            detailLabel.text = state.detailLine
            showRows(of: state)
            tableView.selectRow(
                at: state.selectedRow.map { IndexPath(row: $0, section: 0) }, animated: false,
                scrollPosition: .none)
        }
        if state.detail != nil { showDetail() }
    }

    /// Brings the table in line with the state, as little as it takes: a new row count reloads
    /// it; otherwise each row whose product changed is asked for again, and it alone.
    private func showRows(of state: ShopListFeature.State) {
        guard state.rowCount == shownRowCount else {
            shownRowCount = state.rowCount
            shownProducts = [:]
            tableView.reloadData()
            return
        }
        let changed = shownProducts.filter { state.products[$0.key] != $0.value }.keys.sorted()
        guard !changed.isEmpty else { return }
        for row in changed { shownProducts[row] = state.products[row] }
        tableView.reconfigureRows(at: changed.map { IndexPath(row: $0, section: 0) })
    }

    /// Pushes the detail the state holds. Its own view controller pops it when the state no
    /// longer does.
    private func showDetail() {
        guard navigationController?.topViewController === self,
            let detail: StoreOf<ProductDetailFeature> = store.scope(
                state: \.detail, action: { .detail($0) })
        else { return }
        shownDetail = detail
        navigationController?.pushViewController(
            ProductDetailViewController(store: detail), animated: true)
    }
}

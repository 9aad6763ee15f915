import Model
import Roles
import TextUI

/// **Controller** of the shop list: loads the catalog, owns the views, keeps the load phase and
/// the selection, formats everything it shows and pushes it into the views.
public final class ShopListViewController: ViewController, Role.Controller {
    /// Where loading the catalog stands.
    enum LoadPhase: Equatable {
        /// A load is under way (also before the first one starts).
        case loading
        case loaded
        /// The newest load failed, for this reason.
        case failed(String)
    }

    let store: Store
    private let service: any CatalogService
    private let loads = NewestRequest<Catalog>()
    private var storeObservation: ObservationToken?
    private(set) var phase = LoadPhase.loading
    private(set) var selectedProductID: Int?

    // The controller creates and owns its views (internal, as outlets are, so tests reach them).
    let tableView = TableView(frame: .zero, style: .plain)
    let messageLabel = Label()
    let detailLabel = Label()

    public init(store: Store, service: any CatalogService) {
        self.store = store
        self.service = service
        super.init(nibName: nil, bundle: nil)
        navigationItem.backButtonTitle = "Shop"  // the back button a pushed detail shows
    }

    public override func loadView() {
        tableView.accessibilityIdentifier = ScreenIdentifier.productTable
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "product")
        tableView.dataSource = self
        tableView.delegate = self
        let reloadItem = BarButtonItem(
            title: "Reload", primaryAction: Action { [weak self] _ in self?.reloadTapped() })
        reloadItem.accessibilityIdentifier = ScreenIdentifier.reloadButton
        navigationItem.rightBarButtonItem = reloadItem
        let stack = StackView(arrangedSubviews: [messageLabel, tableView, detailLabel])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        storeObservation = store.observe { [weak self] change in
            // The app is the card's business, the person the profile's.
            if change != .appUpdated, change != .personUpdated { self?.storeDidChange(change) }
        }
        loadCatalog()
    }

    // MARK: - Loading the model

    func reloadTapped() {
        loadCatalog()
    }

    /// Starts a load. The newest load decides: an older one's answer, late or not, changes
    /// nothing (`NewestRequest` drops it).
    private func loadCatalog() {
        phase = .loading
        updateViews()
        loads.start({ [service] in try await service.loadCatalog() }) { [weak self] result in
            self?.catalogLoaded(result)
        }
    }

    private func catalogLoaded(_ result: Result<Catalog, any Error>) {
        switch result {
        case .success(let catalog):
            phase = .loaded
            store.replaceCatalog(catalog)  // the store tells `storeDidChange(_:)`
        case .failure(let error):
            phase = .failed("\(error)")
            updateViews()
        }
    }

    private func storeDidChange(_ change: StoreChange) {
        // The selection follows the product; it ends when the product is gone (removed, or
        // missing from a reloaded catalog).
        if let id = selectedProductID, store.product(withID: id) == nil {
            selectedProductID = nil
        }
        // A changed product changes its own row alone; a new list reloads the table.
        if case .productUpdated(let id) = change, phase == .loaded,
            let index = store.index(ofProductWithID: id)
        {
            tableView.reconfigureRows(at: [IndexPath(row: index, section: 0)])
            updateDetail()
        } else {
            updateViews()
        }
    }

    // MARK: - Pushing the model into the views

    func updateViews() {
        let count = store.products.count
        switch phase {
        case .loading:
            title = "Shop"
            show(message: "Loading…", detail: nil)
        case .failed(let reason):
            title = "Shop"
            show(message: "Load failed: \(reason)", detail: "Tap Reload to try again.")
        case .loaded where count == 0:
            title = "Shop · \(CountFormatter.string(0, "item"))"
            show(message: "No products yet.", detail: nil)
        case .loaded:
            title = "Shop · \(CountFormatter.string(count, "item"))"
            messageLabel.isHidden = true
            tableView.isHidden = false
            tableView.reloadData()
            tableView.selectRow(at: selectedIndexPath, animated: false, scrollPosition: .none)
            updateDetail()
        }
    }

    func updateDetail() {
        detailLabel.isHidden = false
        if let id = selectedProductID, let product = store.product(withID: id) {
            detailLabel.text =
                "Selected: \(product.name) · \(PriceFormatter.string(from: product.price))"
        } else {
            detailLabel.text = "Tap a row to see its details."
        }
    }

    private func show(message: String, detail: String?) {
        messageLabel.isHidden = false
        messageLabel.text = message
        tableView.isHidden = true
        detailLabel.isHidden = detail == nil
        detailLabel.text = detail
    }

    /// The row of the selected product, if it is in the list.
    private var selectedIndexPath: IndexPath? {
        selectedProductID.flatMap(store.index(ofProductWithID:)).map {
            IndexPath(row: $0, section: 0)
        }
    }

    /// MVC: the controller that knows the next screen makes it and pushes it.
    func detailButtonTapped(at indexPath: IndexPath) {
        let detail = ProductDetailViewController(
            store: store, productID: store.products[indexPath.row].id)
        navigationController?.pushViewController(detail, animated: true)
    }

    func rowSelected(at indexPath: IndexPath) {
        selectedProductID = store.products[indexPath.row].id
        updateDetail()
    }
}

import Model
import Roles

/// **Presenter** of the shop list: loads the catalog, keeps the load phase and the selection,
/// formats every text and tells its view what to show. It knows the view only through
/// `ShopListView`, and holds it weakly: the view owns the presenter.
@MainActor
public final class ShopListPresenter: Role.Presenter {
    /// Where loading the catalog stands.
    enum LoadPhase: Equatable {
        /// A load is under way (also before the first one starts).
        case loading
        case loaded
        /// The newest load failed, for this reason.
        case failed(String)
    }

    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any ShopListView)?

    private let store: Store
    private let service: any CatalogService
    private let loads = NewestRequest<Catalog>()
    private var storeObservation: ObservationToken?
    private(set) var phase = LoadPhase.loading
    private(set) var selectedProductID: Int?

    public init(store: Store, service: any CatalogService) {
        self.store = store
        self.service = service
    }

    // MARK: - Events from the view

    /// Call when the view has loaded.
    public func viewDidLoad() {
        storeObservation = store.observe { [weak self] change in
            // The app is the card's business, the person the profile's.
            if change != .appUpdated, change != .personUpdated { self?.storeDidChange(change) }
        }
        loadCatalog()
    }

    /// Call when the Reload button is tapped.
    public func reloadTapped() {
        loadCatalog()
    }

    /// Call when the row at `row` is selected.
    public func rowSelected(at row: Int) {
        selectedProductID = store.products[row].id
        view?.select(row: row)
        updateDetail()
    }

    /// Call when the detail button of the row at `row` is tapped: the presenter makes the
    /// detail's presenter and asks its view to show it.
    public func detailButtonTapped(at row: Int) {
        view?.showDetail(
            for: ProductDetailPresenter(store: store, productID: store.products[row].id))
    }

    // MARK: - Questions from the view's table

    /// The number of rows the list has.
    public var numberOfRows: Int {
        phase == .loaded ? store.products.count : 0
    }

    /// Fills `rowView` with the product at `row`.
    public func configure(_ rowView: any ProductRowView, at row: Int) {
        let product = store.products[row]
        rowView.set(name: product.name, price: PriceFormatter.string(from: product.price))
    }

    // MARK: - Loading the model

    /// Starts a load. The newest load decides: an older one's answer, late or not, changes
    /// nothing (`NewestRequest` drops it).
    private func loadCatalog() {
        phase = .loading
        updateView()
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
            updateView()
        }
    }

    // MARK: - Hearing from the model

    private func storeDidChange(_ change: StoreChange) {
        // The selection follows the product; it ends when the product is gone (removed, or
        // missing from a reloaded catalog).
        if let id = selectedProductID, store.product(withID: id) == nil {
            selectedProductID = nil
        }
        // A changed product changes its own row alone; a new list is shown again.
        if case .productUpdated(let id) = change, phase == .loaded,
            let row = store.index(ofProductWithID: id)
        {
            view?.showProduct(at: row)
            updateDetail()
        } else {
            updateView()
        }
    }

    // MARK: - Telling the view what to show

    private func updateView() {
        guard let view else { return }
        let count = store.products.count
        switch phase {
        case .loading:
            view.set(title: "Shop")
            view.showMessage("Loading…", hint: nil)
        case .failed(let reason):
            view.set(title: "Shop")
            view.showMessage("Load failed: \(reason)", hint: "Tap Reload to try again.")
        case .loaded where count == 0:
            view.set(title: "Shop · \(CountFormatter.string(0, "item"))")
            view.showMessage("No products yet.", hint: nil)
        case .loaded:
            view.set(title: "Shop · \(CountFormatter.string(count, "item"))")
            view.showProducts()
            view.select(row: selectedProductID.flatMap(store.index(ofProductWithID:)))
            updateDetail()
        }
    }

    private func updateDetail() {
        if let id = selectedProductID, let product = store.product(withID: id) {
            view?.set(
                detail: "Selected: \(product.name) · \(PriceFormatter.string(from: product.price))")
        } else {
            view?.set(detail: "Tap a row to see its details.")
        }
    }
}

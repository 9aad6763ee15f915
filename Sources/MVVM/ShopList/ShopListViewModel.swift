import Model
import Observation
import Roles

/// **View model** of the shop list: loads the catalog (the newest load decides), keeps the load
/// phase and the selection, and exposes everything the screen shows as display-ready,
/// observable state: the title, the message or the list, the selection and the detail line, and
/// one `ProductRowViewModel` per row. It knows no view.
@MainActor
@Observable
public final class ShopListViewModel: Role.ViewModel {
    /// What the screen shows under its title.
    public enum Content: Equatable, Sendable {
        /// A message instead of the list, with a hint under it (nil: nothing under it).
        case message(String, hint: String?)
        /// The list of `rows`.
        case products
    }

    /// Where loading the catalog stands.
    enum LoadPhase: Equatable {
        /// A load is under way (also before the first one starts).
        case loading
        case loaded
        /// The newest load failed, for this reason.
        case failed(String)
    }

    // MARK: - Outputs

    /// What the screen shows around its rows.
    public struct Screen: Equatable, Sendable {
        /// The screen's title.
        public var title = "Shop"
        /// A message, or the list.
        public var content = Content.message("Loading…", hint: nil)
        /// The row to highlight.
        public var selectedRow: Int?
        /// The line under the list.
        public var detail = "Tap a row to see its details."
    }

    /// What the screen shows around its rows, as one value: a selection is one change, and the
    /// view binds it with one read.
    public private(set) var screen = Screen()
    /// The rows of the list, in the store's order. A new list (a load, a product added or
    /// removed) is other row objects; a changed product changes its own row.
    public private(set) var rows: [ProductRowViewModel] = []

    // MARK: - Inputs

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

    /// Call when the user selects the product with `id`.
    public func productSelected(id: Int) {
        selectedProductID = id
        updateSelection()
    }

    // MARK: - Private

    @ObservationIgnored private let store: Store
    @ObservationIgnored private let service: any CatalogService
    @ObservationIgnored private let loads = NewestRequest<Catalog>()
    @ObservationIgnored private var storeObservation: ObservationToken?
    @ObservationIgnored private(set) var phase = LoadPhase.loading
    @ObservationIgnored private var selectedProductID: Int?

    public init(store: Store, service: any CatalogService) {
        self.store = store
        self.service = service
    }

    /// Starts a load. The newest load decides: an older one's answer, late or not, changes
    /// nothing (`NewestRequest` drops it).
    private func loadCatalog() {
        phase = .loading
        publishRows()
        update()
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
            update()
        }
    }

    private func storeDidChange(_ change: StoreChange) {
        // The selection follows the product; it ends when the product is gone (removed, or
        // missing from a reloaded catalog).
        if let id = selectedProductID, store.product(withID: id) == nil {
            selectedProductID = nil
        }
        switch change {
        case .productUpdated(let id):
            if phase == .loaded, let index = store.index(ofProductWithID: id) {
                let row = rows[index]
                row.product = store.products[index]  // that row alone tells its cell
            }
        case .catalogReplaced, .productAdded, .productRemoved:
            publishRows()
        case .appUpdated, .personUpdated:
            return  // not this screen's business: `viewDidLoad()` does not pass them on
        }
        update()
    }

    /// Publishes a row per product of the store, or none while the list is not shown.
    private func publishRows() {
        rows = phase == .loaded ? store.products.map(ProductRowViewModel.init(product:)) : []
    }

    /// Derives every output from the rows, the load phase and the selection.
    private func update() {
        updateList()
        updateSelection()
    }

    /// The title and what shows under it, from the rows and the load phase.
    private func updateList() {
        let count = rows.count
        var next = screen
        switch phase {
        case .loading:
            next.title = "Shop"
            next.content = .message("Loading…", hint: nil)
        case .failed(let reason):
            next.title = "Shop"
            next.content = .message("Load failed: \(reason)", hint: "Tap Reload to try again.")
        case .loaded where count == 0:
            next.title = "Shop · \(CountFormatter.string(0, "item"))"
            next.content = .message("No products yet.", hint: nil)
        case .loaded:
            next.title = "Shop · \(CountFormatter.string(count, "item"))"
            next.content = .products
        }
        screen = next
    }

    /// The marked row and the detail line, from the selection.
    private func updateSelection() {
        var next = screen
        next.selectedRow = selectedProductID.flatMap(store.index(ofProductWithID:))
        if let id = selectedProductID, let product = store.product(withID: id) {
            next.detail =
                "Selected: \(product.name) · \(PriceFormatter.string(from: product.price))"
        } else {
            next.detail = "Tap a row to see its details."
        }
        screen = next
    }
}

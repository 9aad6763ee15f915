import Model
import Observation
import Roles

/// **View model** of the shop list: loads the catalog (the newest load decides), keeps the load
/// phase and the selection, and exposes everything the screen shows as display-ready,
/// observable state. It knows no view.
@MainActor
@Observable
public final class ShopListViewModel: Role.ViewModel {
    /// One row as the screen shows it.
    public struct Row: Equatable, Sendable {
        /// The product the row shows: intents about it name it by this id.
        public let id: Int
        public let name: String
        public let price: String
    }

    /// What the screen shows under its title.
    public enum Content: Equatable, Sendable {
        /// A message instead of the list, with a hint under it (nil: nothing under it).
        case message(String, hint: String?)
        /// The list, with `rowCount` rows; `row(at:)` gives each.
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

    /// The screen's title.
    public private(set) var title = "Shop"
    /// A message, or the list.
    public private(set) var content = Content.message("Loading…", hint: nil)
    /// The row to highlight.
    public private(set) var selectedRow: Int?
    /// The line under the list.
    public private(set) var detail = "Tap a row to see its details."

    /// The number of rows in the list.
    public var rowCount: Int { listedProducts.count }

    /// The row at `index`, formatted on demand (only visible rows are asked for) from the
    /// products this view model published, never from the live store.
    public func row(at index: Int) -> Row {
        let product = listedProducts[index]
        return Row(
            id: product.id, name: product.name, price: PriceFormatter.string(from: product.price))
    }

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
        update()
    }

    // MARK: - Private

    /// The products the list shows: the store's, copied when the list changes shape and patched
    /// one product at a time when one changes (so a million products are not copied per change).
    private var listedProducts: [Product] = []
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
        publishProducts()
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
                listedProducts[index] = store.products[index]
            }
        case .catalogReplaced, .productAdded, .productRemoved, .appUpdated, .personUpdated:
            publishProducts()
        }
        update()
    }

    /// Publishes the store's products as the list's rows, or none while the list is not shown.
    private func publishProducts() {
        listedProducts = phase == .loaded ? store.products : []
    }

    /// Derives every output from the rows, the load phase and the selection.
    private func update() {
        let count = listedProducts.count
        switch phase {
        case .loading:
            title = "Shop"
            content = .message("Loading…", hint: nil)
        case .failed(let reason):
            title = "Shop"
            content = .message("Load failed: \(reason)", hint: "Tap Reload to try again.")
        case .loaded where count == 0:
            title = "Shop · \(CountFormatter.string(0, "item"))"
            content = .message("No products yet.", hint: nil)
        case .loaded:
            title = "Shop · \(CountFormatter.string(count, "item"))"
            content = .products
        }
        selectedRow = selectedProductID.flatMap(store.index(ofProductWithID:))
        if let id = selectedProductID, let product = store.product(withID: id) {
            detail = "Selected: \(product.name) · \(PriceFormatter.string(from: product.price))"
        } else {
            detail = "Tap a row to see its details."
        }
    }
}

import Model
import Observation
import Roles

/// **View model** of the shop list: loads the catalog, keeps the selection, and exposes
/// everything the screen shows as display-ready, observable state. It knows no view.
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
        loader.onPhaseChange = { [weak self] _ in
            self?.publishProducts()
            self?.update()
        }
        loader.load()
    }

    /// Call when the Reload button is tapped.
    public func reloadTapped() {
        loader.load()  // the newest load decides (CatalogLoader)
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
    @ObservationIgnored private let loader: CatalogLoader
    @ObservationIgnored private var storeObservation: ObservationToken?
    @ObservationIgnored private var selectedProductID: Int?

    public init(store: Store, service: any CatalogService) {
        self.store = store
        self.loader = CatalogLoader(store: store, service: service)
    }

    private func storeDidChange(_ change: StoreChange) {
        // The selection follows the product; it ends when the product is gone (removed, or
        // missing from a reloaded catalog).
        if let id = selectedProductID, store.product(withID: id) == nil {
            selectedProductID = nil
        }
        switch change {
        case .productUpdated(let id):
            if loader.phase == .loaded, let index = store.index(ofProductWithID: id) {
                listedProducts[index] = store.products[index]
            }
        case .catalogReplaced, .productAdded, .productRemoved, .appUpdated, .personUpdated:
            publishProducts()
        }
        update()
    }

    /// Publishes the store's products as the list's rows, or none while the list is not shown.
    private func publishProducts() {
        listedProducts = loader.phase == .loaded ? store.products : []
    }

    /// Derives every output from the model, the load phase and the selection.
    private func update() {
        let count = listedProducts.count
        switch loader.phase {
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

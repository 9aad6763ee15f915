import Model
import Observation
import Roles

/// **View model** of the shop list: loads the catalog (the newest load decides), keeps the load
/// phase and the selection, and exposes everything the screen shows as display-ready,
/// observable state: the title, the message or the list, the selection and the detail line, and
/// a `ProductRowViewModel` for each row the table asks for. It knows no view.
@MainActor
@Observable
public final class ShopListViewModel: Role.ViewModel {
    /// What the screen shows under its title.
    public enum Content: Equatable, Sendable {
        /// A message instead of the list, with a hint under it (nil: nothing under it).
        case message(String, hint: String?)
        /// The list of `list.count` rows.
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

    /// Which list the table shows: how many rows, and which list it is.
    public struct List: Equatable, Sendable {
        /// The number of rows.
        public var count = 0
        /// Counts the lists published: a load, a product added or removed make another list. A
        /// changed product does not: its own row tells its cell.
        var revision = 0
    }

    /// What the screen shows around its rows, as one value: a selection is one change, and the
    /// view binds it with one read.
    public private(set) var screen = Screen()
    /// The list of rows, in the store's order.
    public private(set) var list = List()

    /// Called when a row's detail button asks for its product's detail, with the product's id:
    /// the coordinator sets it, and shows the detail. The view model decides that a detail is
    /// wanted, not how or where it is shown.
    @ObservationIgnored public var onDetailRequested: ((_ productID: Int) -> Void)?

    /// The view model of the row at `index`, made when the table asks for it. The cell that
    /// shows it keeps it; while it does, a change to its product reaches it.
    public func row(at index: Int) -> ProductRowViewModel {
        let product = store.products[index]
        if let row = shownRows[product.id]?.row { return row }
        let row = ProductRowViewModel(product: product)
        shownRows[product.id] = ShownRow(row: row)
        return row
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

    /// Call when the detail button of the row at `index` is tapped.
    public func detailButtonTapped(at index: Int) {
        onDetailRequested?(store.products[index].id)
    }

    /// Call when the Reload button is tapped.
    public func reloadTapped() {
        loadCatalog()
    }

    /// Call when the user selects the row at `index`.
    public func rowSelected(at index: Int) {
        selectedProductID = store.products[index].id
        updateSelection()
    }

    // MARK: - Private

    @ObservationIgnored private let store: Store
    @ObservationIgnored private let service: any CatalogService
    @ObservationIgnored private let loads = NewestRequest<Catalog>()
    @ObservationIgnored private var storeObservation: ObservationToken?
    @ObservationIgnored private(set) var phase = LoadPhase.loading
    @ObservationIgnored private var selectedProductID: Int?
    /// The rows the table was handed, by product id, for as long as their cells keep them.
    @ObservationIgnored private var shownRows: [Int: ShownRow] = [:]

    /// A row the table was handed; weak, so the row goes with the cell that showed it.
    private struct ShownRow {
        weak var row: ProductRowViewModel?
    }

    public init(store: Store, service: any CatalogService) {
        self.store = store
        self.service = service
    }

    /// Starts a load. The newest load decides: an older one's answer, late or not, changes
    /// nothing (`NewestRequest` drops it).
    private func loadCatalog() {
        phase = .loading
        publishList()
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
            // The row on show, if any, takes the new product: its cell alone updates.
            if let row = shownRows[id]?.row, let product = store.product(withID: id) {
                row.product = product
            }
        case .catalogReplaced, .productAdded, .productRemoved:
            publishList()
        case .appUpdated, .personUpdated:
            return  // not this screen's business: `viewDidLoad()` does not pass them on
        }
        update()
    }

    /// Publishes another list: the store's products, or none while the list is not shown. The
    /// rows handed out before belong to the old list.
    private func publishList() {
        shownRows = [:]
        list = List(count: phase == .loaded ? store.products.count : 0, revision: list.revision + 1)
    }

    /// Derives every output from the rows, the load phase and the selection.
    private func update() {
        updateList()
        updateSelection()
    }

    /// The title and what shows under it, from the rows and the load phase.
    private func updateList() {
        let count = list.count
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

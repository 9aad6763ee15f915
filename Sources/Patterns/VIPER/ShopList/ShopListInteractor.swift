import Model
import Roles

/// **Interactor** of the shop list: the use case. It loads the catalog from the service into the
/// store (the newest load decides), reads the products for the presenter, hears the store, and
/// tells its output, the presenter, what changed and how loading went, in its own words, not the
/// store's. It knows nothing of what the screen shows.
@MainActor
public final class ShopListInteractor: ShopListInteractorInput, Role.Interactor {
    /// The presenter. Weak: the presenter owns its interactor.
    public weak var output: (any ShopListInteractorOutput)?

    private let store: Store
    private let service: any CatalogService
    private let loads = NewestRequest<Catalog>()
    private var storeObservation: ObservationToken?

    public init(store: Store, service: any CatalogService) {
        self.store = store
        self.service = service
    }

    public var products: [Product] { store.products }

    public func product(withID id: Int) -> Product? {
        store.product(withID: id)
    }

    public func index(ofProductWithID id: Int) -> Int? {
        store.index(ofProductWithID: id)
    }

    public func observeProducts() {
        storeObservation = store.observe { [weak self] change in
            switch change {
            case .productUpdated(let id): self?.output?.productUpdated(id: id)
            case .catalogReplaced, .productAdded, .productRemoved: self?.output?.productsChanged()
            // The app is the card's business, the person the profile's.
            case .appUpdated, .personUpdated: break
            }
        }
    }

    /// Starts a load. An older load's answer, late or not, changes nothing (`NewestRequest`
    /// drops it).
    public func loadCatalog() {
        loads.start({ [service] in try await service.loadCatalog() }) { [weak self] result in
            self?.catalogLoaded(result)
        }
    }

    private func catalogLoaded(_ result: Result<Catalog, any Error>) {
        switch result {
        case .success(let catalog):
            output?.catalogLoadSucceeded()
            store.replaceCatalog(catalog)  // the store tells `observeProducts()`'s observer
        case .failure(let error):
            output?.catalogLoadFailed(error)
        }
    }
}

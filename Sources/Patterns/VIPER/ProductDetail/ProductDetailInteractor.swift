import Model
import Roles

/// **Interactor** of a product's detail: the use case, renaming one product in the store. It
/// reads the product for the presenter and tells its output when the store changed.
@MainActor
public final class ProductDetailInteractor: ProductDetailInteractorInput, Role.Interactor {
    /// The presenter. Weak: the presenter owns its interactor.
    public weak var output: (any ProductDetailInteractorOutput)?

    private let store: Store
    private let productID: Int
    private var storeObservation: ObservationToken?

    public init(store: Store, productID: Int) {
        self.store = store
        self.productID = productID
    }

    public var product: Product? { store.product(withID: productID) }

    public func observeProduct() {
        storeObservation = store.observe { [weak self] change in
            if change != .appUpdated, change != .personUpdated { self?.output?.productChanged() }
        }
    }

    public func renameProduct(to name: String) {
        try? store.renameProduct(id: productID, to: name)
    }
}

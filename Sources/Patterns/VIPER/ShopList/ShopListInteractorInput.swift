import Model
import Roles

/// What the presenter asks of the interactor: the use case, loading the catalog into the store,
/// and the entities it reads.
@MainActor
public protocol ShopListInteractorInput: AnyObject, Role.Interactor {
    /// The products, in order.
    var products: [Product] { get }
    /// The product `id`; nil when there is none.
    func product(withID id: Int) -> Product?
    /// The index of the product `id` in `products`; nil when there is no such product.
    func index(ofProductWithID id: Int) -> Int?
    /// From now on, tell the output every change to the products.
    func observeProducts()
    /// Loads the catalog. The newest load decides: an older one's answer changes nothing.
    func loadCatalog()
}

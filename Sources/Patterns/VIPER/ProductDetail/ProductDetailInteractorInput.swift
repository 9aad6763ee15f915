import Model
import Roles

/// What the presenter asks of the interactor: the product it reads, and renaming it.
@MainActor
public protocol ProductDetailInteractorInput: AnyObject, Role.Interactor {
    /// The product; nil once it is gone from the store.
    var product: Product? { get }
    /// From now on, tell the output every change that may concern the product.
    func observeProduct()
    /// Renames the product. A name the store refuses (an empty one) changes nothing.
    func renameProduct(to name: String)
}

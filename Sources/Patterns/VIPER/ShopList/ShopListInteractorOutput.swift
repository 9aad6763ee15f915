import Roles

/// What the interactor tells the presenter: that the entities changed, and how loading went.
@MainActor
public protocol ShopListInteractorOutput: AnyObject, Role.Presenter {
    /// The products changed: loaded, added, removed.
    func productsChanged()
    /// The product `id` changed its name or price; no other product changed.
    func productUpdated(id: Int)
    /// The newest load answered; its products follow, through `productsChanged()`.
    func catalogLoadSucceeded()
    /// The newest load failed with `error`.
    func catalogLoadFailed(_ error: any Error)
}

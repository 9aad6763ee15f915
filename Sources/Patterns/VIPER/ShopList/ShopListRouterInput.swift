import Roles

/// What the presenter asks of the router: where the user goes from the list.
@MainActor
public protocol ShopListRouterInput: AnyObject, Role.Router {
    /// Shows the detail of the product `productID`, on top of the list.
    func showDetail(ofProductWithID productID: Int)
}

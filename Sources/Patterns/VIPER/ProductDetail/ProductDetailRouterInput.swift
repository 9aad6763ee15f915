import Roles

/// What the presenter asks of the router.
@MainActor
public protocol ProductDetailRouterInput: AnyObject, Role.Router {
    /// Goes back to the screen beneath: the detail is done.
    func close()
}

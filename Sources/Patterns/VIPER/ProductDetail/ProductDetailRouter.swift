import Model
import Roles
import TextUI

/// **Router** of a product's detail: builds the module, and closes it when the presenter says the
/// detail is done, popping it from the navigation controller it was pushed on. Back is the
/// navigation controller's own, as in UIKit.
@MainActor
public final class ProductDetailRouter: ProductDetailRouterInput, Role.Router {
    /// The module's view controller. Weak: the view controller owns the presenter, which owns
    /// the router.
    weak var viewController: ViewController?

    /// The detail's module for the product `productID`: its view controller, owning everything
    /// else.
    public static func makeModule(store: Store, productID: Int) -> ProductDetailViewController {
        let interactor = ProductDetailInteractor(store: store, productID: productID)
        let router = ProductDetailRouter()
        let presenter = ProductDetailPresenter(interactor: interactor, router: router)
        let viewController = ProductDetailViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        router.viewController = viewController
        return viewController
    }

    public func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}

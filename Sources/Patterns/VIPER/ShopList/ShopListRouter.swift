import Model
import Roles
import TextUI

/// **Router** of the shop list: builds the module (its view controller, presenter, interactor
/// and itself, wired through the contract) and does the navigation the presenter asks for: it
/// builds the detail's module and pushes it. Only a router makes another module.
@MainActor
public final class ShopListRouter: ShopListRouterInput, Role.Router {
    /// The module's view controller, from which it navigates. Weak: the view controller owns the
    /// presenter, which owns the router.
    weak var viewController: ViewController?

    private let store: Store

    init(store: Store) {
        self.store = store
    }

    /// The shop list's module: its view controller, owning everything else.
    public static func makeModule(store: Store, service: any CatalogService)
        -> ShopListViewController
    {
        let interactor = ShopListInteractor(store: store, service: service)
        let router = ShopListRouter(store: store)
        let presenter = ShopListPresenter(interactor: interactor, router: router)
        let viewController = ShopListViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        router.viewController = viewController
        return viewController
    }

    public func showDetail(ofProductWithID productID: Int) {
        viewController?.navigationController?.pushViewController(
            ProductDetailRouter.makeModule(store: store, productID: productID), animated: true)
    }
}

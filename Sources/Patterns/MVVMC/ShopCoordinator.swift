import Model
import Roles
import TextUI

/// **Coordinator** of the shop tab: it decides every push in the shop's navigation controller,
/// and the pop after Save, so no view controller knows another and no view model knows a view.
/// The shop list's view model says that a product's detail is wanted (`onDetailRequested`), the
/// detail's view model that it is saved (`onFinish`); the coordinator makes the detail's view
/// model and view controller, pushes it, and pops it. Back is the navigation controller's own,
/// as in UIKit: the popped detail is let go, and the coordinator keeps nothing of it.
///
/// The scene delegate keeps the coordinator (`SceneDelegate.coordinator`), as UIKit apps with
/// coordinators do, and the coordinator holds the navigation controller weakly (the split view
/// owns it): nothing is kept in a cycle.
@MainActor
public final class ShopCoordinator: Role.Coordinator {
    private let store: Store
    private let service: any CatalogService
    private weak var navigationController: NavigationController?

    public init(store: Store, service: any CatalogService) {
        self.store = store
        self.service = service
    }

    /// Makes the shop list, in a navigation controller whose pushes it decides.
    public func start() -> NavigationController {
        let viewModel = ShopListViewModel(store: store, service: service)
        viewModel.onDetailRequested = { [weak self] productID in self?.showDetail(of: productID) }
        let navigationController = NavigationController(
            rootViewController: ShopListViewController(viewModel: viewModel))
        self.navigationController = navigationController
        return navigationController
    }

    /// Pushes the detail of the product `productID`; pops it once it is saved.
    func showDetail(of productID: Int) {
        let viewModel = ProductDetailViewModel(store: store, productID: productID)
        viewModel.onFinish = { [weak self] in
            self?.navigationController?.popViewController(animated: true)
        }
        navigationController?.pushViewController(
            ProductDetailViewController(viewModel: viewModel), animated: true)
    }
}

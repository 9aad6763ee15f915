import Model
import Roles

/// **Router** of the app card: builds the module. The card leads nowhere, so there is no
/// navigation to do and the presenter holds no router.
@MainActor
public enum AppCardRouter: Role.Router {
    /// The app card's module: its view controller, owning everything else.
    public static func makeModule(store: Store) -> AppCardViewController {
        let interactor = AppCardInteractor(store: store)
        let presenter = AppCardPresenter(interactor: interactor)
        let viewController = AppCardViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        return viewController
    }
}

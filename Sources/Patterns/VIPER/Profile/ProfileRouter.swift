import Model
import Roles

/// **Router** of the profile: builds the module. The profile leads nowhere, so there is no
/// navigation to do and the presenter holds no router.
@MainActor
public enum ProfileRouter: Role.Router {
    /// The profile's module: its view controller, owning everything else.
    public static func makeModule(store: Store) -> ProfileViewController {
        let interactor = ProfileInteractor(store: store)
        let presenter = ProfilePresenter(interactor: interactor)
        let viewController = ProfileViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        return viewController
    }
}

import Model
import Roles

/// **Router** of the search: builds the module. The search leads nowhere, so there is no
/// navigation to do and the presenter holds no router.
@MainActor
public enum SearchRouter: Role.Router {
    /// The search's module, debounced on `clock`: its view controller, owning everything else.
    public static func makeModule(
        service: any RepositorySearchService, clock: any Clock<Duration>
    ) -> SearchViewController {
        let interactor = SearchInteractor(service: service, clock: clock)
        let presenter = SearchPresenter(interactor: interactor)
        let viewController = SearchViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        return viewController
    }
}

import Model
import Roles
import TextUI

/// The app's scene delegate, as UIKit's app template has it: when the scene connects it makes
/// the window and puts the screens in it (`Screens.make`). An event that reaches the app from
/// outside the screens (a link, a notification) arrives here.
///
/// It also keeps the shop's coordinator, as an app with coordinators does (`var coordinator`):
/// nothing else holds it, and its navigation controller does not.
///
/// An app would make its store and services in its app delegate; here the one who runs the app
/// gives them, so that the spec and the workbench can hold them.
@MainActor
public final class SceneDelegate: Role.Assembly, WindowSceneDelegate {
    public var window: Window?
    private var coordinator: ShopCoordinator?
    private let store: Store
    private let service: any CatalogService
    private let searchService: any RepositorySearchService
    private let clock: any Clock<Duration>

    public init(
        store: Store, service: any CatalogService, searchService: any RepositorySearchService,
        clock: any Clock<Duration>
    ) {
        self.store = store
        self.service = service
        self.searchService = searchService
        self.clock = clock
    }

    public func scene(_ scene: WindowScene, willConnectTo options: WindowScene.ConnectionOptions) {
        let window = Window(windowScene: scene)
        let coordinator = ShopCoordinator(store: store, service: service)
        window.rootViewController = Screens.make(
            shop: coordinator.start(), store: store, searchService: searchService, clock: clock)
        self.coordinator = coordinator
        self.window = window
        window.makeKeyAndVisible()
    }
}

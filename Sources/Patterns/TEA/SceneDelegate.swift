import Model
import Roles
import TextUI

/// The app's scene delegate, as UIKit's app template has it: when the scene connects it makes
/// the window and puts the screens in it (`Screens.make`). An event that reaches the app from
/// outside the screens (a link, a notification) arrives here.
///
/// An app would make its store and services in its app delegate; here the one who runs the app
/// gives them, so that the spec and the workbench can hold them.
@MainActor
public final class SceneDelegate: Role.Assembly, WindowSceneDelegate {
    public var window: Window?
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
        window.rootViewController = Screens.make(
            store: store, service: service, searchService: searchService, clock: clock)
        self.window = window
        window.makeKeyAndVisible()
    }
}

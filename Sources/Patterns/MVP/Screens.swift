import Model
import Roles
import TextUI

/// # MVP — Model-View-Presenter
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target).
/// - **View:** `ShopListViewController`, `ProductCell`, `AppCardViewController`,
///   `ProfileViewController`, `SearchViewController` and `RepositoryCell`. They are passive: they
///   implement the view protocols `ShopListView`, `ProductRowView`, `AppCardView`, `ProfileView`,
///   `SearchView` and `RepositoryRowView` (methods such as `set(name:image:)`), take plain strings,
///   never see a model type, and forward every event to their presenter (`emailChanged(_:)` in,
///   `set(validity:)` out).
/// - **Presenter:** `ShopListPresenter`, `AppCardPresenter`, `ProfilePresenter` and
///   `SearchPresenter`. They replace the controller's logic: load the model (the newest load
///   decides), keep the selection, the form's edits and the search with its debounce, format
///   everything, and tell the view what to show through its protocol. A presenter holds its view
///   **weakly**; the view owns it.
///
/// What it costs (the seeds' words): view and model are independent and the logic is testable
/// without views, but "presenter and view are tightly coupled": the view protocol mirrors the
/// screen method by method, and there is one presenter per view — more types to write.
///
/// ## From the seeds
///
/// As seed 004 writes it:
/// - The view never sees the model: the presenter calls `set(name:image:)`, the seed's
///   `setName:image:`, with plain strings.
/// - The presenter holds its view weakly ("to prevent a retain cycle") and the view's events go
///   to the presenter ("the view's clicks are handled by the presenter").
/// - One presenter per view: each screen's view controller has its own (`ShopListPresenter`,
///   `AppCardPresenter`, `ProfilePresenter`, `SearchPresenter`).
///
/// Where it departs, and why:
/// - In the seed the presenter is made with `initWithController:`, holds the *controller*
///   weakly, creates the `MYAppView` itself, adds it to `controller.view` and is its delegate
///   (`appViewClicked:`). Here the view controller *is* the passive view: `Screens` makes the
///   presenter, then the view controller with it, then sets `presenter.view`; the view controller
///   builds its own widgets. This is the form MVP usually takes in UIKit code (a view controller
///   cannot be passive while a presenter adds subviews to it), and it lets a test hand the
///   presenter a spy for the whole screen.
/// - The view calls its concrete presenter (`presenter.cardTapped()`) instead of a delegate
///   protocol; the presenter knows the view only through its protocol, so the seed's point — the
///   presenter is testable with a stand-in view — holds, and the view is not meant to be reused
///   with another presenter ("one presenter per view").
/// - The seed's presenter builds its model; here it reads the shared `Store` and observes it.
/// - The seed's one view has no rows. A table's rows get no presenter of their own: the screen's
///   presenter fills each through its row protocol (`configure(_:at:)` with a `ProductRowView` or
///   a `RepositoryRowView`), as a data source fills its cells.
@MainActor
public enum Screens: Role.Assembly {
    /// Three tabs: the shop list and the app card together in one split view, the profile, and
    /// the search (debounced on `clock`).
    public static func make(
        store: Store, service: any CatalogService, searchService: any RepositorySearchService,
        clock: any Clock<Duration>
    ) -> ViewController {
        let shopPresenter = ShopListPresenter(store: store, service: service)
        let shopList = ShopListViewController(presenter: shopPresenter)
        shopPresenter.view = shopList

        let cardPresenter = AppCardPresenter(store: store)
        let appCard = AppCardViewController(presenter: cardPresenter)
        cardPresenter.view = appCard

        let shop = SplitViewController()
        shop.viewControllers = [NavigationController(rootViewController: shopList), appCard]
        shop.tabBarItem.title = "Shop"
        shop.tabBarItem.accessibilityIdentifier = ScreenIdentifier.shopTab

        let profilePresenter = ProfilePresenter(store: store)
        let profileScreen = ProfileViewController(presenter: profilePresenter)
        profilePresenter.view = profileScreen
        let profile = NavigationController(rootViewController: profileScreen)
        profile.tabBarItem.title = "Profile"
        profile.tabBarItem.accessibilityIdentifier = ScreenIdentifier.profileTab

        let searchPresenter = SearchPresenter(service: searchService, clock: clock)
        let searchScreen = SearchViewController(presenter: searchPresenter)
        searchPresenter.view = searchScreen
        let search = NavigationController(rootViewController: searchScreen)
        search.tabBarItem.title = "Search"
        search.tabBarItem.accessibilityIdentifier = ScreenIdentifier.searchTab
        let tabs = TabBarController()
        tabs.viewControllers = [shop, profile, search]
        return tabs
    }
}

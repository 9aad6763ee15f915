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
///   `SearchPresenter`. They replace the controller's logic: load the model, keep the selection and
///   the form's draft, format everything, and tell the view what to show through its protocol. A
///   presenter holds its view **weakly**; the view owns it.
///
/// Loading goes through the shared `CatalogLoader` (the newest load decides): the presenter
/// starts it when its view reports a load or a Reload tap, hears each phase change back and
/// tells the view what to show.
///
/// Searching goes through the shared `RepositorySearch` (debounced on the injected clock; a
/// superseded search's answer is dropped by a request counter, its task cancelled): the view
/// forwards each edit of the query (`queryChanged(_:)`), the presenter feeds it to the search,
/// hears each phase back and tells the view the status line and the rows as plain strings.
///
/// What it costs (the seeds' words): view and model are independent and the logic is testable
/// without views, but "presenter and view are tightly coupled": the view protocol mirrors the
/// screen method by method, and there is one presenter per view — more types to write.
@MainActor
public enum Screens: Role.Assembly {
    /// Three tabs: the shop list and the app card together in one split view, the profile, and
    /// the search (debounced on `clock`).
    public static func make(
        store: Store, service: any CatalogService, searchService: any RepositorySearchService,
        clock: any Clock<Duration>, visibleRows: Int
    ) -> ViewController {
        let shopPresenter = ShopListPresenter(store: store, service: service)
        let shopList = ShopListViewController(presenter: shopPresenter, visibleRows: visibleRows)
        shopPresenter.view = shopList

        let cardPresenter = AppCardPresenter(store: store)
        let appCard = AppCardViewController(presenter: cardPresenter)
        cardPresenter.view = appCard

        let shop = SplitViewController(viewControllers: [shopList, appCard])
        shop.tabBarItem.title = "Shop"
        shop.tabBarItem.identifier = ScreenIdentifier.shopTab

        let profilePresenter = ProfilePresenter(store: store)
        let profileScreen = ProfileViewController(presenter: profilePresenter)
        profilePresenter.view = profileScreen
        let profile = NavigationController(rootViewController: profileScreen)
        profile.tabBarItem.title = "Profile"
        profile.tabBarItem.identifier = ScreenIdentifier.profileTab

        let searchPresenter = SearchPresenter(service: searchService, clock: clock)
        let searchScreen = SearchViewController(
            presenter: searchPresenter, visibleRows: visibleRows)
        searchPresenter.view = searchScreen
        let search = NavigationController(rootViewController: searchScreen)
        search.tabBarItem.title = "Search"
        search.tabBarItem.identifier = ScreenIdentifier.searchTab
        return TabBarController(viewControllers: [shop, profile, search])
    }
}

import Model
import Roles
import TextUI

/// # MVC variant — views that own their model
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target).
/// - **View:** custom views that are handed a model and fill their own subviews from it: `AppView`
///   (`appView.app = app`), `ProductCell` (`cell.product = product`) and `ProductDetailView`, and
///   the profile's `ProfileCardView` and `ProfileFormView` (`formView.person = person`: the form
///   owns its `Person`, keeps the user's edits, says what is valid and hands the edited person back
///   on Save), and the search's `SearchStatusView` (`statusView.phase = phase`: it words the status
///   line itself), `RepositoryCell` (`cell.repository = repository`) and `RepositoryDetailView`.
///   Their subviews are private; taps and saves leave through delegates.
/// - **Controller:** `ShopListViewController`, `AppCardViewController`, `ProfileViewController` and
///   `SearchViewController`. They load the model, hand it to the views and compose them; they no
///   longer format anything.
///
/// Loading goes through the shared `CatalogLoader` (the newest load decides): the controller
/// starts it, hears each phase change back and hands the result to its views.
///
/// Searching goes through the shared `RepositorySearch` (debounced on the injected clock; a
/// superseded search's answer is dropped by a request counter, its task cancelled): the
/// controller feeds it each edit of the query field and hands each phase it hears back to the
/// status view, and the results to the cells.
///
/// What it costs (the seeds' words): the controller slims down and the view hides its
/// internals, but "the view depends on the model and cannot be used on its own": `AppView`
/// cannot show anything that is not an `AppInfo`.
@MainActor
public enum Screens: Role.Assembly {
    /// Three tabs: the shop list and the app card together in one split view, the profile, and
    /// the search (debounced on `clock`).
    public static func make(
        store: Store, service: any CatalogService, searchService: any RepositorySearchService,
        clock: any Clock<Duration>, visibleRows: Int
    ) -> ViewController {
        let shop = SplitViewController(viewControllers: [
            ShopListViewController(store: store, service: service, visibleRows: visibleRows),
            AppCardViewController(store: store),
        ])
        shop.tabBarItem.title = "Shop"
        shop.tabBarItem.identifier = ScreenIdentifier.shopTab
        let profile = NavigationController(rootViewController: ProfileViewController(store: store))
        profile.tabBarItem.title = "Profile"
        profile.tabBarItem.identifier = ScreenIdentifier.profileTab
        let search = NavigationController(
            rootViewController: SearchViewController(
                service: searchService, clock: clock, visibleRows: visibleRows))
        search.tabBarItem.title = "Search"
        search.tabBarItem.identifier = ScreenIdentifier.searchTab
        return TabBarController(viewControllers: [shop, profile, search])
    }
}

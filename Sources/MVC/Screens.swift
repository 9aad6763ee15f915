import Model
import Roles
import TextUI

/// # MVC — Model-View-Controller, as the seeds show it
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target). It
///   knows no view.
/// - **View:** the toolkit's own widgets — `TableView`, `TableViewCell`, `Label`, `ImageView` —
///   used as they are. They know no model.
/// - **Controller:** `ShopListViewController`, `AppCardViewController`, `ProfileViewController` and
///   `SearchViewController`. Each creates and owns its views, loads and owns the model, is the
///   table's data source and delegate, formats prices, counts, names and dates, handles taps and
///   edits (target-action), and copies every value between model and views by hand, both ways.
///
/// Loading goes through the shared `CatalogLoader` (the newest load decides): the controller
/// starts it and hears each phase change back, then pushes the result into its views.
///
/// Searching goes through the shared `RepositorySearch`: the controller hears each edit of the
/// query field (target-action) and feeds it the text; the search debounces on the injected
/// clock and drops a superseded search's answer (a counter of requests, its task cancelled).
/// The controller hears each phase back, formats the status line and the stars, and pushes
/// them into its views.
///
/// What it costs (the seeds' words): "the controller bloats". Every responsibility that is not
/// model or widget ends up in the controller, so it is the one place to change and the one
/// thing that is hard to test without its views. The upside: model and views stay reusable.
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

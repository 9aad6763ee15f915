import Model
import Roles
import TextUI

/// # MVC variant — views that own their model
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target).
/// - **View:** custom views that are handed a model and fill their own subviews from it: `AppView`
///   (`appView.app = app`), `ProductCell` (`cell.product = product`) and `ProductDetailView`, and
///   the profile's `ProfileCardView` and `ProfileFormView` (`formView.person = person`: the form
///   owns its `Person`, keeps the user's edits against it, says what is valid and hands the edited
///   person back on Save), and the search's `SearchStatusView` (`statusView.phase = phase`: it words
///   the status line itself), `RepositoryCell` (`cell.repository = repository`) and
///   `RepositoryDetailView`. Their subviews are private; taps and saves leave through delegates.
/// - **Controller:** `ShopListViewController`, `AppCardViewController`, `ProfileViewController` and
///   `SearchViewController`. They load the model, keep the load phase, the selection and the
///   search with its debounce, hand models to the views and compose them; they no longer format
///   anything.
///
/// What it costs (the seeds' words): the controller slims down and the view hides its
/// internals, but "the view depends on the model and cannot be used on its own": `AppView`
/// cannot show anything that is not an `AppInfo`.
///
/// ## From the seeds
///
/// As seed 004 writes it:
/// - `AppView` is the seed's `MYAppView`: it creates its private icon and name subviews, and
///   setting its model (the seed's `setAppModel:`, here `app`'s `didSet`) fills them.
/// - A tap leaves the view through a delegate (`appViewClicked:`, here `appViewDidTap(_:)`); the
///   controller sets `appView.delegate = self` and `appView.app = model` and does nothing else.
///
/// Where it departs, and why:
/// - The seed's controller builds the model itself; here it reads the shared `Store` and
///   observes it, so a change on the "server" reaches the view.
/// - The seed's tap only logs; here the controller counts taps and hands the view the count
///   (`appView.tapCount`), which the view words itself ("Tapped 2 times").
/// - The seed shows the variant on the app card only. The other screens apply its rule — a view
///   is handed a model and fills itself — as far as it goes: the profile form owns its `Person`
///   and its edits; the search's status view is handed the search's phase (a type of its own,
///   which the controller keeps), since a view of this variant never calls a controller.
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

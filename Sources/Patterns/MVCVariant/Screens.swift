import Model
import Roles
import TextUI

/// # MVC variant — views that own their model
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target).
/// - **View:** custom views that are handed a model and assign their own subviews from it,
///   wording its values themselves: `AppView` (`appView.app = app`), `ProductCell`
///   (`cell.product = product`, the price formatted) and `ProductDetailView`, the profile's
///   `ProfileCardView` (`cardView.person = person`, the name with its salutation and the
///   birthdate in words) and `ProfileFormView` (`formView.person = form`: the fields and the
///   e-mail's validity), and the search's `RepositoryCell` (`cell.repository = repository`, the
///   stars formatted) and `RepositoryDetailView`. They keep no screen state: what they show
///   besides their model is handed to them (the card's tap count, the detail line's retry hint).
///   The subviews they add are theirs alone to assign (internal, as outlets are, so a test reaches
///   them through `@testable import`); the card's taps leave through a delegate; the form's text
///   fields, which are controls, are reached by the controller to be their target.
/// - **Controller:** `ShopListViewController`, `AppCardViewController`, `ProfileViewController` and
///   `SearchViewController`. As in MVC, they load and own the model, are their tables' data
///   sources and delegates, handle taps and edits, and keep their screens' state: the load phase
///   (the newest load decides), the selection, the tap count, the form's edits and stale fields,
///   the search with its debounce and waiting query. They word that state themselves: the shop
///   list's title, messages and retry hint, the profile's notice and Save line, the search's
///   status line. What they no longer do is assign a model's values to a view's subviews: each
///   view is handed its model.
///
/// What it costs (the seeds' words): the controller slims down by the assigning code and the
/// view hides its internals, but "the view depends on the model and cannot be used on its own":
/// `AppView` cannot show anything that is not an `AppInfo`.
///
/// ## From the seeds
///
/// As seed 004 writes it:
/// - `AppView` is the seed's `MYAppView`: it creates its own icon and name subviews, and
///   setting its model (the seed's `setAppModel:`, here `app`'s `didSet`) fills them.
/// - A tap leaves the view through a delegate (`appViewClicked:`, here `appViewDidTap(_:)`); the
///   controller sets `appView.delegate = self` and hands the view its model, `appView.app = app`.
///
/// Where it departs, and why:
/// - The seed's controller builds the model itself; here it reads the shared `Store` and
///   observes it, so a change on the "server" reaches the view.
/// - The seed's tap only logs; here the controller counts taps and hands the view the count
///   (`appView.tapCount`), which the view words itself ("Tapped 2 times").
/// - The seed shows the variant on the app card only. The other screens apply its rule — a view
///   is handed its model and assigns its subviews from it — to their cells, detail lines, the
///   profile's card and form; the screen's state stays in the controller, as in MVC, since
///   the seed moves only the assigning into the view ("the logic of assigning to the view is
///   encapsulated in the view").
/// - Seed 001's `PersonViewController` sets its name and birthdate labels from its model in
///   `viewDidLoad`; here that assigning is the profile card's (`ProfileCardView.person`).
/// - The seed's view exposes no subview. The profile form's text fields are exposed: a text
///   field is a control, whose edits UIKit sends to a target (target-action), and the controller,
///   which keeps the edits, is that target. The form view still assigns their text itself, from
///   its `person`.
@MainActor
public enum Screens: Role.Assembly {
    /// Three tabs: the shop list and the app card together in one split view, the profile, and
    /// the search (debounced on `clock`).
    public static func make(
        store: Store, service: any CatalogService, searchService: any RepositorySearchService,
        clock: any Clock<Duration>
    ) -> ViewController {
        let shop = SplitViewController()
        shop.viewControllers = [
            NavigationController(
                rootViewController: ShopListViewController(store: store, service: service)),
            AppCardViewController(store: store),
        ]
        shop.tabBarItem.title = "Shop"
        shop.tabBarItem.accessibilityIdentifier = ScreenIdentifier.shopTab
        let profile = NavigationController(rootViewController: ProfileViewController(store: store))
        profile.tabBarItem.title = "Profile"
        profile.tabBarItem.accessibilityIdentifier = ScreenIdentifier.profileTab
        let search = NavigationController(
            rootViewController: SearchViewController(
                service: searchService, clock: clock))
        search.tabBarItem.title = "Search"
        search.tabBarItem.accessibilityIdentifier = ScreenIdentifier.searchTab
        let tabs = TabBarController()
        tabs.viewControllers = [shop, profile, search]
        return tabs
    }
}

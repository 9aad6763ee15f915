import Model
import Roles
import TextUI

/// # MVC — Model-View-Controller, as the seeds show it
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target). It
///   knows no view.
/// - **View:** the toolkit's own widgets — `TableView`, `TableViewCell`, `Label`, `ImageView`,
///   `TextField` — used as they are. They know no model.
/// - **Controller:** `ShopListViewController`, `AppCardViewController`, `ProfileViewController` and
///   `SearchViewController`. Each creates and owns its views, loads and owns the model, is the
///   table's data source and delegate, formats prices, counts, names and dates, handles taps and
///   edits (target-action), and copies every value between model and views by hand, both ways.
///   And each keeps its screen's state: the load phase (the newest load decides), the selection,
///   the form's edits against the stored person, the search phase and its debounce.
///
/// What it costs (the seeds' words): "the controller bloats". Every responsibility that is not
/// model or widget ends up in the controller, so it is the one place to change and the one
/// thing that is hard to test without its views. The upside: model and views stay reusable.
///
/// ## From the seeds
///
/// As the seeds write it:
/// - The shop list is seed 004's `MYShopViewController`: the controller loads the model
///   (`loadshopArray`), is the table's data source (`cellForRowAtIndexPath:` dequeues with
///   `forIndexPath:` and sets `textLabel` and `detailTextLabel`) and its delegate
///   (`didSelectRowAtIndexPath:`).
/// - Model and view never meet: the controller pushes values (`cell.textLabel.text = …`).
/// - The profile card is seed 001's `PersonViewController`: the controller sets the card's
///   labels from the person itself, the name with the salutation when there is one ("Dr. Ada
///   Lovelace", else "Ada Lovelace") and the birthdate as `EEEE MMMM d, yyyy` ("Thursday January
///   1, 1970"). The seed does it in `viewDidLoad`; here `updateViews()` does, which `viewDidLoad()`
///   runs and every change of the stored person runs again.
///
/// Where it departs, and why:
/// - The seed is a `UITableViewController` holding an array it filled itself. Here the products
///   live in a shared `Store` that other screens and the "server" change too, so the controller
///   observes the store (a closure, since Linux has no KVO) and loads through a catalog service
///   that can fail and answer late (seed 004's layered design).
/// - The seed's price is a string (`@"¥19.%d"`); here it is an exact decimal the controller
///   formats: formatting is presentation logic, and in MVC that is the controller's.
/// - The seed's tap only logs (`NSLog`); here it marks the row and fills a detail line, so the
///   tap has something to test.
/// - Seed 001 builds the name with `if salutation.length > 0` and two format strings; here the
///   empty salutation is left out of a join, which reads the same: the store keeps both names
///   non-empty. Its birthdate is an `NSDate` read by a formatter in the device's time zone; here
///   it is a calendar date, never shifted by a time zone.
/// - The seeds show no MVC profile form or search: they are written the way seed 000 describes MVC
///   ("no data binding"): target-action in, values copied out by hand.
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

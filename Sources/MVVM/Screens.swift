import Model
import Roles
import TextUI

/// # MVVM — Model-View-ViewModel
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target).
/// - **View model:** `ShopListViewModel`, `AppCardViewModel`, `ProfileViewModel` and
///   `SearchViewModel`. They hold
///   display-ready state derived from the model — titles, the rows, the detail line, the tap
///   feedback, the profile's lines and field texts — as `@Observable` properties, and take the
///   user's intents (`productSelected(id:)`, `cardTapped()`, `emailChanged(_:)`). They import
///   no UI module and know no view type.
/// - **View:** `ShopListViewController`, `AppCardViewController`, `ProfileViewController` and
///   `SearchViewController`.
///   They bind to their view model in `updateProperties()` and send intents back: the profile's
///   fields bind both ways. They format nothing.
///
/// **Binding, then and now.** The seeds bind with KVO: the view adds itself as an observer of
/// the view model's `name` and `image`, and `observeValue(forKeyPath:…)` runs synchronously
/// inside the setter, so every change redraws at once, once per change. KVO needs the
/// Objective-C runtime, which Linux does not have. Observation, its successor, reports a change
/// *before* it lands (`willSet`) and only once per tracking, so a view cannot simply re-read in
/// the callback. UIKit on iOS 26 answers with `updateProperties()`, and so does the toolkit:
/// the layout pass runs it inside observation tracking, a change only marks the view, and the
/// next pass, before the frame is drawn, runs it again with the new values in place. What
/// changed from KVO: updates are coalesced (a thousand changes, one update) and land in the
/// next layout pass instead of inside the setter, so a breakpoint on the change no longer
/// leads to the view (Comparison.md measures this for the "harder to debug" claim).
///
/// **How the table keeps in step.** The view is the table's data source and answers from the
/// rows the view model published (`rowCount`, `row(at:)`), never from the live store. The table
/// asks inside observation tracking too, so when the view model publishes other rows it asks
/// again in the next pass: no `reloadData()` call and no version counter. Selecting a row sends
/// the id of the product that row shows.
///
/// Loading goes through the shared `CatalogLoader` (the newest load decides): the view model
/// starts it on the `viewDidLoad()` and `reloadTapped()` intents, hears each phase change back
/// and publishes new outputs, which the view's binding picks up in the next pass.
///
/// **The search, in seed 002's shape.** `SearchViewModel` has a `query` input and `results`
/// outputs, and feeds the query to the shared `RepositorySearch` (debounced on the injected
/// clock; a superseded search's answer is dropped by a request counter, its task cancelled).
/// Seed 002 tells a delegate when the results change; here the view binds in
/// `updateProperties()` instead, as every other MVVM screen of this target does: one binding
/// mechanism per target, automatic tracking (a forgotten delegate call cannot leave the view
/// stale), and the view model needs no protocol of the view's, so its tests need only a mock
/// service and a clock.
///
/// What it costs (the seeds' words): the controller slims down and the view model is easy to
/// test, but there are more classes, and binding is indirect: the view changes in the layout
/// pass, away from the change, which makes bugs "harder to debug".
@MainActor
public enum Screens: Role.Assembly {
    /// Three tabs: the shop list and the app card together in one split view, the profile, and
    /// the search (debounced on `clock`).
    public static func make(
        store: Store, service: any CatalogService, searchService: any RepositorySearchService,
        clock: any Clock<Duration>, visibleRows: Int
    ) -> ViewController {
        let shop = SplitViewController(viewControllers: [
            ShopListViewController(
                viewModel: ShopListViewModel(store: store, service: service),
                visibleRows: visibleRows),
            AppCardViewController(viewModel: AppCardViewModel(store: store)),
        ])
        shop.tabBarItem.title = "Shop"
        shop.tabBarItem.identifier = ScreenIdentifier.shopTab
        let profile = NavigationController(
            rootViewController: ProfileViewController(viewModel: ProfileViewModel(store: store)))
        profile.tabBarItem.title = "Profile"
        profile.tabBarItem.identifier = ScreenIdentifier.profileTab
        let search = NavigationController(
            rootViewController: SearchViewController(
                viewModel: SearchViewModel(service: searchService, clock: clock),
                visibleRows: visibleRows))
        search.tabBarItem.title = "Search"
        search.tabBarItem.identifier = ScreenIdentifier.searchTab
        return TabBarController(viewControllers: [shop, profile, search])
    }
}

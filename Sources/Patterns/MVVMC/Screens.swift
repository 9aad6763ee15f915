import Model
import Roles
import TextUI

/// # MVVM-C — Model-View-ViewModel with a coordinator
///
/// MVVM bound with Observation, as the `MVVM` target builds it, with one role more: a
/// coordinator decides where the user goes next (below, "Who decides where to go"). All else is
/// MVVM (Observation)'s, word for word.
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target).
/// - **View model:** `ShopListViewModel` (with a `ProductRowViewModel` per row),
///   `AppCardViewModel`, `ProfileViewModel` and `SearchViewModel` (behind seed 002's
///   `SearchViewModelType`). They keep the screen's state — the load phase (the newest load decides), the selection, the form's edits, the search with
///   its debounce — and hold display-ready state derived from it and from the model (titles,
///   rows, the detail line, the tap feedback, the profile's lines and field texts) as
///   `@Observable` properties, and take the user's intents (`rowSelected(at:)`,
///   `cardTapped()`, `emailChanged(_:)`, `query`). They import no UI module and know no view type.
/// - **View:** `ShopListViewController` (with its `ProductCell`s), `AppCardViewController`,
///   `ProfileViewController` and `SearchViewController`. They bind to their view model in
///   `updateProperties()` and send intents back: the profile's fields bind both ways. They format
///   nothing.
/// - **Coordinator:** `ShopCoordinator` makes the shop list in its navigation controller and
///   decides every push there, and the pop after Save: it makes the detail's view model and view
///   controller, pushes it when the list's view model asks (`onDetailRequested`), and pops it
///   when the detail's says it is saved (`onFinish`). No view controller pushes or pops.
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
/// leads to the view. The binding is each line of `updateProperties()` that reads the view
/// model: `nameLabel.text = viewModel.name` is seed 004's `observe:…keyPath:@"name"` block.
///
/// **Tables.** A table asks its data source only when it is reloaded, as in UIKit. The search's
/// view reads its results in `updateProperties()` and calls `tableView.reloadData()` there:
/// seed 002's `searchResultsDidChanged() { tableView.reloadData() }`, with Observation telling
/// the view. The shop list's rows are view models of their own (`ProductRowViewModel`), one per
/// product: the view reloads the table only when the list itself changes (a load, a product added
/// or removed), and each cell binds to its row, so a changed price updates its own row and a
/// selection reloads nothing. A cell is reused for other rows, so it binds as its row's
/// `delegate` and lets go of the row it showed before (seed 002's delegate, for one row):
/// Observation's tracking cannot be cancelled, and every row a cell once showed would keep a stale
/// tracking. The view model publishes the rest of the screen as one value (`screen`), so that a
/// selection is one change and the view binds it with one read. More classes, the cost the seeds
/// name.
///
/// **Who decides where to go.** In MVVM (Observation) the list's view model makes the detail's
/// view model and exposes it, and its view controller, binding it, pushes the next view
/// controller: the view knows the next view. Here the view model calls a closure the
/// coordinator gave it, and the coordinator, which alone pushes and pops on the navigation
/// controller, makes the detail and pushes it; the list's view model no longer knows the
/// detail's. objc.io's *App Architecture* (its MVVM-C chapter) and Soroush Khanlou's "The
/// Coordinator" (2015) argue for the coordinator, in summary: a view controller that pushes the
/// next one knows the flow it is part of, and an object above the view controllers should decide
/// it (docs/registered-claims.md). objc.io's sample app has the view controller tell the
/// coordinator, through a delegate; here the view model does, through a closure, so the views
/// stay MVVM's minus the push. What it costs: one type more, and a jump through a closure to
/// follow a tap to the screen it opens.
///
/// What it costs (the seeds' words): the controller slims down and the view model is easy to
/// test, but there are more classes, and binding is indirect: the view changes in the layout
/// pass, away from the change, which makes bugs "harder to debug".
///
/// ## From the seeds
///
/// As the seeds write it:
/// - Seed 004's view model holds `name` and `image` copied from the model "for the view to
///   observe", and the view updates its labels when they change.
/// - Seed 002's search: `SearchViewModelType` with `query` in and `results` out; the view sets
///   `query` as the user types and reloads its table when the results change; the view model
///   is tested with a mock search service and no view.
/// - Seed 001's `PersonViewModel`: `nameText` and `birthdateText` ("Dr. first last",
///   "Thursday January 1, 1970") are worked out in the view model, not the controller
///   (`ProfileViewModel.name`, `.birthdate`).
/// - Seed 000's two-way binding: model → view through the view model, and the view's edits back
///   through intents (`emailChanged(_:)`, seed 000's `updateUser(name:age:)`).
///
/// Where it departs, and why:
/// - Seed 004's view model is made with `initWithController:`, creates its `MYAppView`, sets
///   `appView.viewModel = self` and is the view's delegate; the view observes it with
///   `KVOController`. Here the view controller is the view, is handed its view model, and sends
///   intents by calling it: a view model that creates views would have to know a view type,
///   which the pattern rule forbids (and seed 002's view model "never knows what the view is").
/// - Seed 002 tells the view through a `delegate` (`SearchRepositoriesDelegate`); here the view
///   model is `Observable` and the view binds in `updateProperties()`, as every screen's view of
///   this target does: a forgotten delegate call cannot leave a view stale. Only the shop list's
///   reused cells bind through a delegate (above).
/// - Seed 002 searches on every keystroke and ignores failures; here the search waits for a
///   300 ms pause, only the newest search counts, and a failure shows (SCREENS.md).
/// - Seeds 000 and 003 observe the model with KVO and NotificationCenter, adding and removing
///   observers by hand; here the view model holds a store observation token, which stops
///   observing when it is released.
@MainActor
public enum Screens: Role.Assembly {
    /// Three tabs: the shop list (in `shop`, its coordinator's navigation controller) and the app
    /// card together in one split view, the profile, and the search (debounced on `clock`).
    public static func make(
        shop shopList: NavigationController, store: Store,
        searchService: any RepositorySearchService, clock: any Clock<Duration>
    ) -> ViewController {
        let shop = SplitViewController()
        shop.viewControllers = [
            shopList,
            AppCardViewController(viewModel: AppCardViewModel(store: store)),
        ]
        shop.tabBarItem.title = "Shop"
        shop.tabBarItem.accessibilityIdentifier = ScreenIdentifier.shopTab
        let profile = NavigationController(
            rootViewController: ProfileViewController(viewModel: ProfileViewModel(store: store)))
        profile.tabBarItem.title = "Profile"
        profile.tabBarItem.accessibilityIdentifier = ScreenIdentifier.profileTab
        let search = NavigationController(
            rootViewController: SearchViewController(
                viewModel: SearchViewModel(service: searchService, clock: clock)))
        search.tabBarItem.title = "Search"
        search.tabBarItem.accessibilityIdentifier = ScreenIdentifier.searchTab
        let tabs = TabBarController()
        tabs.viewControllers = [shop, profile, search]
        return tabs
    }
}

import Model
import Roles
import TextUI

/// # MVVM-C — Model-View-ViewModel with a coordinator
///
/// MVVM bound with Observation, screen for screen as the `MVVM` target builds it, with one
/// difference: who decides where the user goes next.
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target).
/// - **View model:** `ShopListViewModel` (with a `ProductRowViewModel` per row),
///   `ProductDetailViewModel`, `AppCardViewModel`, `ProfileViewModel` and `SearchViewModel`
///   (behind seed 002's `SearchViewModelType`). They keep the screen's state and hold
///   display-ready state as `@Observable` properties, and take the user's intents. They import
///   no UI module and know no view type, and no coordinator: the list's view model says that a
///   product's detail is wanted (`showDetail`, a closure), the detail's that it is saved
///   (`finished`).
/// - **View:** `ShopListViewController` (with its `ProductCell`s), `ProductDetailViewController`,
///   `AppCardViewController`, `ProfileViewController` and `SearchViewController`. They bind to
///   their view model in `updateProperties()` and send intents back. They push and pop nothing.
/// - **Coordinator:** `ShopCoordinator` makes the shop list in its navigation controller, and
///   decides every push and pop there: it makes the detail's view model and view controller,
///   pushes it when the list asks, and pops it when the detail is saved.
///
/// **Who decides where to go.** In MVVM (Observation) the list's view model exposes the detail to
/// show and its view controller, binding it, pushes the next view controller: the view knows the
/// next view. Here the view model calls a closure the coordinator gave it, and the coordinator,
/// which alone holds the navigation controller, pushes. objc.io's *App Architecture* (its
/// MVVM-C chapter) and Soroush Khanlou's "The Coordinator" (2015) argue for it, in summary: a
/// view controller that pushes the next one knows the flow it is part of, and an object above
/// the view controllers should decide it, so that none knows another (docs/registered-claims.md
/// names both). What it costs: one type more, and a jump from the view model's callback to the
/// coordinator to follow a tap to the screen it opens.
///
/// **Binding, tables, the seeds.** As in MVVM (Observation): each view's `updateProperties()`
/// reads its view model inside observation tracking, in the layout pass; the shop list's cells
/// bind to their rows as the rows' `delegate`; the search waits for a 300 ms pause and the newest
/// search counts; the view models hold store observation tokens.
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
            ShopCoordinator(store: store).start(service: service),
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

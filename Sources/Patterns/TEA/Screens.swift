import ElmArchitecture
import Model
import Roles
import TextUI

/// # TEA — The Elm Architecture
///
/// Each screen is a feature: its state, the actions that can happen to it, one reducer that
/// changes the state for an action, the effects the reducer asks for, and a view controller that
/// renders the state. Everything flows one way: the view controller sends an action; the store
/// (`StoreOf<Feature>`, from the small runtime in `Sources/Shared/ElmArchitecture`) runs the
/// reducer on the state and then the effects it returned; their outcomes come back as actions;
/// the view controller renders the new state.
///
/// - **State:** `ShopListFeature.State`, `AppCardFeature.State`, `ProfileFeature.State`,
///   `SearchFeature.State` and `ProductDetailFeature.State`, values: the load phase and the
///   store's products, the selection, the taps, the form's edits, where the search stands. What
///   the screen shows is derived from them (`title`, `detailLine`, `status`, `saveReason`).
/// - **Actions:** `ShopListFeature.Action` and the others, named after what happened:
///   `.rowSelected(at:)`, `.cardTapped`, `.emailChanged(_:)`, `.resultsFound(_:_:)`.
/// - **Reducer:** `ShopListFeature`, `AppCardFeature`, `ProfileFeature`, `SearchFeature` and
///   `ProductDetailFeature`. The one place a screen's state changes; it calls no service,
///   writes no data and knows no view. Its dependencies (the store of the app's data, a
///   service, the clock) are its stored properties, and only its effects use them.
/// - **Effects:** in each feature's `+Effects` file: a load or a search (`run`), the pause
///   before a search (`send(_:)` debounced: `debounce(id:for:clock:)`), a write to the app's
///   data (`fireAndForget`), and a subscription that sends the store's changes as actions
///   (`subscribe`). A newer key restarts the pause, and a newer load or search cancels the one in
///   flight (the newest decides): cancellation by id.
/// - **View:** `ShopListViewController` (with its `ProductCell`s), `AppCardViewController`,
///   `ProfileViewController`, `SearchViewController` (with its `RepositoryCell`s) and
///   `ProductDetailViewController`. Each renders its store's state in `updateProperties()`, which
///   the toolkit tracks as UIKit on iOS 26 does, and sends every touch and edit as an action.
///
/// **Navigation is state.** The product detail is open when the shop list's state says so
/// (`detail`): the shop list's reducer sets it on a detail button's tap and clears it on Save,
/// and runs the detail's own reducer on it (Elm's nested `update`); the view controllers follow,
/// the list pushing the detail, the detail going back once the state holds none. The bar's back
/// button pops by itself, as UIKit's does: the list, back on show, sends `.detailDismissed`.
///
/// **The two kinds of store.** `Model.Store` holds the app's data, which every pattern shares;
/// a feature's `StoreOf<Feature>` holds one screen's state. The app's data reaches a state only
/// as actions, from a subscription, and a feature changes it only through an effect.
///
/// What it costs: every change is an action, a case in the reducer and a line of its test, and
/// the view re-renders the whole state, so it must find out what changed (the table's rows).
/// What it buys: one function to read for every change of a screen, and tests that assert the
/// whole state after each action and every action an effect sends (`TestStore`).
///
/// ## As its users write it
///
/// - The vocabulary is the Composable Architecture's (Point-Free): `Reducer` with
///   `reduce(into:action:)`, `Effect` with `run`, `send(_:)`, `debounce(id:for:…)`,
///   `cancellable(id:cancelInFlight:)` and `cancel(id:)`, `StoreOf<Feature>`,
///   `scope(state:action:)` for a child, and an exhaustive `TestStore`; the shape is Elm's
///   (`Model`, `Msg`, `update`, `view`, `Cmd`, `Sub`), a child's `update` run by its parent's as
///   Elm nests them.
/// - A feature's `State` and `Action` are nested in it, as a TCA `@Reducer struct` nests them.
///
/// Where it departs, and why:
/// - No library and no macros: the runtime is a few hundred lines written for this package
///   (TCA's `@Reducer` and `@ObservableState` macros are left out), and a feature gets its
///   dependencies through its initializer, as every role here does, not through `@Dependency`.
/// - The state is observed as one value: any action re-renders the screen's view controller,
///   where TCA's `@ObservableState` tracks each field. So the shop list's view controller works
///   out what changed, as a diffable data source would: a new row count reloads the table, and
///   only the rows whose product changed are asked for again.
/// - The debounce waits on a clock (`debounce(id:for:clock:)`), where TCA's waits on a Combine
///   scheduler: the store holds a `Debouncer` of the shared model's while the pause is under way,
///   the primitive every pattern here debounces with, as a platform library supplies one.
/// - A write to the app's data runs at once (`fireAndForget`, as TCA's did before 1.0), and a
///   subscription sends each change in the change's own turn, not from a task: the next frame
///   shows a save or a store change, in every pattern and here too.
/// - The shop list follows the store's products through actions, so its state holds them (the
///   store's array, shared until either changes).
/// - The view controllers keep the navigation stack in line with the state themselves: TCA's
///   UIKit navigation observes the state from the presenting controller, but here, as in UIKit,
///   a covered view controller does not render, so the list pushes and the detail pops itself.
/// - `TestStore.send` and `receive` wait for nothing: the tests await their controlled services
///   and clock themselves, so what an effect sends has arrived by then.
@MainActor
public enum Screens: Role.Assembly {
    /// Three tabs: the shop list and the app card together in one split view, the profile, and
    /// the search (debounced on `clock`).
    public static func make(
        store: Store, service: any CatalogService, searchService: any RepositorySearchService,
        clock: any Clock<Duration>
    ) -> ViewController {
        let shopList = StoreOf(
            initialState: ShopListFeature.State(),
            reducer: ShopListFeature(store: store, service: service))
        let shop = SplitViewController()
        shop.viewControllers = [
            NavigationController(rootViewController: ShopListViewController(store: shopList)),
            AppCardViewController(
                store: StoreOf(
                    initialState: AppCardFeature.State(), reducer: AppCardFeature(store: store))),
        ]
        shop.tabBarItem.title = "Shop"
        shop.tabBarItem.accessibilityIdentifier = ScreenIdentifier.shopTab

        let profile = NavigationController(
            rootViewController: ProfileViewController(
                store: StoreOf(
                    initialState: ProfileFeature.State(person: store.person),
                    reducer: ProfileFeature(store: store))))
        profile.tabBarItem.title = "Profile"
        profile.tabBarItem.accessibilityIdentifier = ScreenIdentifier.profileTab

        let search = NavigationController(
            rootViewController: SearchViewController(
                store: StoreOf(
                    initialState: SearchFeature.State(),
                    reducer: SearchFeature(service: searchService, clock: clock))))
        search.tabBarItem.title = "Search"
        search.tabBarItem.accessibilityIdentifier = ScreenIdentifier.searchTab
        let tabs = TabBarController()
        tabs.viewControllers = [shop, profile, search]
        return tabs
    }
}

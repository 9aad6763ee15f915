import Model
import Roles
import TextUI

/// # MVVM (KVO) — Model-View-ViewModel, bound by key-value observing by hand
///
/// The same MVVM as the `MVVM` target, bound as seeds 000 and 003 bind: only the binding differs.
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target).
/// - **View model:** `ShopListViewModel` (with a `ProductRowViewModel` per row),
///   `AppCardViewModel`, `ProfileViewModel` and `SearchViewModel` (behind seed 002's
///   `SearchViewModelType`). They keep the screen's state — the load phase (the newest load
///   decides), the selection, the form's edits, the search with its debounce — and hold
///   display-ready state derived from it and from the model (titles, rows, the detail line, the
///   tap feedback, the profile's lines and field texts) as observable properties, and take the
///   user's intents (`rowSelected(at:)`, `cardTapped()`, `emailChanged(_:)`, `query`). They
///   import no UI module and know no view type.
/// - **View:** `ShopListViewController` (with its `ProductCell`s), `AppCardViewController`,
///   `ProfileViewController` and `SearchViewController`. They observe their view model and send
///   intents back: the profile's fields bind both ways. They format nothing.
///
/// **Binding.** A view model is an `Object` (the `NSObject` stand-in of the `KeyValueObserving`
/// module: Linux has no KVO) and declares each output `@Dynamic` (`@objc dynamic`). Each view
/// controller adds itself as an observer of each output in `viewDidLoad()`, with `.initial` so
/// that it is told the current value at once (seed 000's `setupBindings()`); one
/// `observeValue(forKeyPath:of:change:context:)` switches on the key path and copies the new value
/// into its widget, synchronously, inside the view model's setter; and it removes itself by hand
/// in its `deinit` (seed 000's `deinit { viewModel.removeObserver(…) }`), only if its view loaded,
/// since `viewDidLoad()` is where it added itself. An observer removed twice, or one left behind
/// when its view model goes, stops the program with Foundation's message. KVO observes stored
/// properties only, so the outputs the `MVVM` target computes are stored here and set by the view
/// model after every change (`ProfileViewModel.publish()`); every set tells the view, even of an
/// equal value, and the view writes a text field only when its text differs.
///
/// **Tables.** A table asks its data source only when it is reloaded, as in UIKit. The search's
/// view observes `results` and reloads the table in the callback when they changed: seed 002's
/// `searchResultsDidChanged() { tableView.reloadData() }`, told by KVO instead of a delegate. The
/// shop list's rows are view models of their own (`ProductRowViewModel`), one per row the table
/// asks for: the view reloads the table only when the list itself changes (a load, a product
/// added or removed), and each cell observes its row's `name` and `price`, so a changed price
/// updates its own row and a selection reloads nothing. A cell is reused for other rows: handed
/// another, it removes itself from the row it showed and adds itself to the new one, by hand.
///
/// **The store.** The view models observe the shared `Store` through its observation token, as
/// every pattern does: the store is the model every pattern shares, not a KVO object.
///
/// What it costs (the seeds' words): the controller slims down and the view model is easy to
/// test, but there are more classes, and "observers must be added and removed by hand": one add
/// and one remove per output, and a `case` in the callback. In exchange the binding is direct: a
/// breakpoint in the callback stops inside the setter that made the change.
///
/// ## From the seeds
///
/// As the seeds write it:
/// - Seed 000's view model is an `NSObject` with `@objc dynamic var name`; the view controller
///   adds itself for each key path with `[.new, .initial]` in `setupBindings()`, sets its labels in
///   `observeValue(forKeyPath:…)` and removes itself in `deinit`.
/// - Seed 000's two-way binding: model → view through the observed outputs, view → model through
///   intents (seed 000's `updateUser(name:age:)`; seed 003's target-action on the text field's
///   editing-changed event, `emailChanged(_:)` here).
/// - Seed 003's e-mail validation: the view observes the view model's validity as the user types.
/// - Seed 004's view model holds `name` and `image` copied from the model "for the view to
///   observe", and the view updates its labels when they change.
/// - Seed 002's search: `SearchViewModelType` with `query` in and `results` out; the view sets
///   `query` as the user types and reloads its table when the results change; the view model is
///   tested with a mock search service and no view.
/// - Seed 001's `PersonViewModel`: `nameText` and `birthdateText` are worked out in the view
///   model (`ProfileViewModel.name`, `.birthdate`).
///
/// Where it departs, and why:
/// - Key paths are typed (`\ProfileViewModel.name`), not strings (`"name"`): Swift's own KVO
///   API is compiler-checked, and a string with a typo compiles and never fires. Adding and
///   removing by hand, and one callback switching on the key path, are as the seeds write them.
/// - Seed 004's view observes with `self.KVOController observe:viewModel keyPath:@"name" …
///   block:` (Facebook's FBKVOController): an observer object that holds one block per key path
///   and removes its observations when it is released, so the view writes no removal. This target
///   observes by hand, as seeds 000 and 003 do with Foundation alone: the package takes no
///   third-party library, and by hand is the form whose cost the seeds name. (The view models'
///   store tokens are such observer objects, for the store.)
/// - Seed 004's view model is made with `initWithController:` and creates its view; here the view
///   controller is the view and is handed its view model (a view model that creates views would
///   know a view type, which the pattern rule forbids).
/// - Seed 002 tells the view through a `delegate`; here the view observes `results`, as every
///   view of this target observes its view model.
/// - Seed 002 searches on every keystroke and ignores failures; here the search waits for a
///   300 ms pause, only the newest search counts, and a failure shows (SCREENS.md).
/// - Seeds 000 and 003 observe the model with KVO and NotificationCenter; here the view model
///   holds a store observation token, which stops observing when it is released.
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
                rootViewController: ShopListViewController(
                    viewModel: ShopListViewModel(store: store, service: service))),
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

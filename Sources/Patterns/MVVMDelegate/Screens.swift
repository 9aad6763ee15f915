import Model
import Roles
import TextUI

/// # MVVM (delegate) — Model-View-ViewModel, bound as seed 002 binds
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target).
/// - **View model:** `ShopListViewModel` (with a `ProductRowViewModel` per row),
///   `AppCardViewModel`, `ProfileViewModel` and `SearchViewModel` (behind seed 002's
///   `SearchViewModelType`). They keep the screen's state — the load phase (the newest load
///   decides), the selection, the form's edits, the search with its debounce — and hold
///   display-ready state derived from it and from the model (titles, rows, the detail line, the
///   tap feedback, the profile's lines and field texts), and take the user's intents
///   (`rowSelected(at:)`, `cardTapped()`, `emailChanged(_:)`, `query`). Each holds a
///   `weak var delegate` and calls it after its outputs change: `ShopListViewModelDelegate`,
///   `ProductRowViewModelDelegate`, `AppCardViewModelDelegate`, `ProfileViewModelDelegate` and
///   seed 002's `SearchRepositoriesDelegate`, protocols the view models declare (`AnyObject`,
///   `@MainActor`): they say what a view model announces, not what a view is. Plain classes, not
///   `@Observable`; they import no UI module and know no view type.
/// - **View:** `ShopListViewController` (with its `ProductCell`s), `AppCardViewController`,
///   `ProfileViewController` and `SearchViewController`. Each is its view model's delegate (a
///   cell, its row's): told that an output changed, it reads it and copies it into its widgets.
///   They send intents back: the profile's fields bind both ways. They format nothing.
///
/// **Binding.** Seed 002's view model declares `var results … { didSet {
/// delegate?.searchResultsDidChanged() } }`, and its view answers `searchResultsDidChanged() {
/// tableView.reloadData() }`. Every output here is bound the same way: the `didSet` of the
/// output (or of the state it is worked out from) calls the delegate method that names it, and
/// the view, the delegate, reads the output again. The call is made inside the setter, synchronously, as KVO's was: a breakpoint in a
/// delegate method stops with the change on the stack. A view makes itself the delegate in
/// `viewDidLoad()` (seed 002's `searchViewModel.delegate = self`) and reads every output once
/// there, since a delegate hears only of changes.
///
/// **How fine-grained: one call per output change, as seed 002 calls once per change of
/// `results`,** on all four screens. A stored output calls its own delegate method from its
/// `didSet`, and only when its value differs ("DidChange" means it did): an intent that changes
/// three outputs makes three calls, one that changes none makes none, so the search's table
/// reloads only when its results differ. An output worked out from other state is told from the
/// `didSet` of that state, by the method of the part of the screen that shows it: a row's name
/// and price by its `product`; the profile's card (`profileCardDidChange()`) by the stored
/// person, and its form (`profileFormDidChange()`: the fields' texts, the validity, notice and
/// Save lines) by the stored person and the edits; the search's detail line by the selection.
/// The shop list keeps MVVM's outputs: the title, message, selection and detail line are one
/// value (`screen`), so a selection is one call. One "something changed" per intent would need
/// fewer methods, but every intent, answer and store change would have to remember to make it;
/// here the setter remembers. The price: the view hears the steps between. A view model that
/// changes two outputs calls twice, and the first call sees the second output not yet changed
/// (so the search ends its selection before it changes its results: its detail line reads the
/// results through the selection).
///
/// **Tables.** A table asks its data source only when it is reloaded, as in UIKit:
/// `shopListDidChange()` and `searchResultsDidChanged()` reload it, and mark the selection again,
/// which `reloadData()` clears. The shop list's rows are view models of their own
/// (`ProductRowViewModel`), made only for the rows the table asks for, kept by the cell that shows
/// them and weakly remembered by the list. The cell is its row's delegate: handed another row, it
/// takes that row's delegate slot and lets go of the old one. So a changed price reaches its own
/// cell (`productRowDidChange()`) and reloads nothing, and so does a selection. More classes, the
/// cost the seeds name.
///
/// **Two-way binding (profile).** The view model tells the view that the form changed; the view
/// writes a field back only when its text differs, so an input method's composition survives
/// the edit that caused the call. Each field's edits go back as intents (`emailChanged(_:)`).
///
/// What it costs (the seeds' words): the controller slims down and the view model is easy to
/// test, but there are more classes, and the binding is boilerplate written by hand: a protocol
/// per screen, a method per output in it, a call in each output's `didSet`, a method in the view.
/// A forgotten call leaves the view stale, and the compiler cannot tell: only a test does, one
/// that checks what the view model announced (the per-pattern tests' spy delegate) or the frames
/// (the spec). Unlike Observation's binding, the change is easy to follow: it reaches the view at
/// once, inside the setter.
///
/// ## From the seeds
///
/// As the seeds write it:
/// - Seed 002's search: `SearchViewModelType` with `query` in, `results` out and a `delegate`;
///   `SearchRepositoriesDelegate.searchResultsDidChanged()` called from the `didSet` of
///   `results` (the seed's names, and its "DidChanged" spelling, kept); the view makes itself the
///   delegate in `viewDidLoad()`, sets `query` as the user types and reloads its table when told.
///   The view model is tested with a mock search service and no view (here also a spy delegate).
/// - Seed 004's view model holds `name` and `image` copied from the model for the view to follow;
///   here the view is told of each (`cardNameDidChange()`, `cardImageDidChange()`).
/// - Seed 001's `PersonViewModel`: `nameText` and `birthdateText` ("Dr. first last",
///   "Thursday January 1, 1970") are worked out in the view model, not the controller
///   (`ProfileViewModel.name`, `.birthdate`).
/// - Seed 000's two-way binding: model → view through the view model, and the view's edits back
///   through intents (`emailChanged(_:)`, seed 000's `updateUser(name:age:)`).
///
/// Where it departs, and why:
/// - Seed 002's delegate protocol is not class-bound and its view model holds it strongly, a
///   retain cycle as soon as the view holds its view model; here every delegate protocol is
///   `AnyObject` and `@MainActor`, and held `weak`.
/// - Seed 002 tells its delegate at every assignment to `results`; here only when the value
///   differs, so the table reloads only for new results, as in every pattern.
/// - Seed 002 has one output. The status line and the selection are outputs of their own here,
///   told the same way (`searchStatusDidChange()`, `searchSelectionDidChange()`), and so are the
///   other screens' ("…DidChange()").
/// - Seed 002 searches on every keystroke and ignores failures; here the search waits for a
///   300 ms pause, only the newest search counts, and a failure shows (SCREENS.md).
/// - Seed 004's view model is made with `initWithController:`, creates its `MYAppView`, sets
///   `appView.viewModel = self` and is the view's delegate; the view observes it with
///   `KVOController`. Here the view controller is the view, is handed its view model, and sends
///   intents by calling it: a view model that creates views would have to know a view type,
///   which the pattern rule forbids (and seed 002's view model "never knows what the view is").
/// - Seeds 000 and 003 observe the model with KVO and NotificationCenter, adding and removing
///   observers by hand; here the view model holds a store observation token, which stops
///   observing when it is released.
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

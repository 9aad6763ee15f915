import Model
import Roles
import TextUI

/// # VIPER — View, Interactor, Presenter, Entity, Router
///
/// One module per screen, its roles talking only through the module's contract: one protocol
/// for each way they talk, each in a file of its own (`ShopListViewInput.swift` …) as VIPER's
/// module templates lay them out, but for a row view's, which its screen's view input keeps:
///
/// - **View:** `ShopListViewController`, `ProductCell`, `AppCardViewController`,
///   `ProfileViewController`, `SearchViewController`, `RepositoryCell` and
///   `ProductDetailViewController`. Passive, as MVP's: each implements its `…ViewInput`
///   (`set(name:image:)`), takes plain strings, never sees an entity, and tells its presenter
///   every event through its `…ViewOutput`.
/// - **Interactor:** `ShopListInteractor`, `AppCardInteractor`, `ProfileInteractor`,
///   `SearchInteractor` and `ProductDetailInteractor`. The use case: it alone talks to the store
///   and the services (loading the catalog, the newest load deciding; searching after a pause in
///   the typing; saving the person; renaming a product), reads the entities for its presenter
///   (`…InteractorInput`), and tells it what changed (`…InteractorOutput`).
/// - **Presenter:** `ShopListPresenter`, `AppCardPresenter`, `ProfilePresenter`,
///   `SearchPresenter` and `ProductDetailPresenter`. The presentation logic, as MVP's presenter
///   without its model: it keeps what the screen stands on (the load phase, the selection, the
///   form's edits, where the search stands), formats every text and tells the view what to show.
///   It holds no toolkit type, no store and no service.
/// - **Entity:** `Product`, `AppInfo`, `Person` and `Repository` (the shared `Model` target).
/// - **Router:** `ShopListRouter`, `AppCardRouter`, `ProfileRouter`, `SearchRouter` and
///   `ProductDetailRouter`. Each builds its module (`makeModule`); the two that navigate do what
///   their presenter asks (`…RouterInput`): the shop list's builds the detail's module and pushes
///   it, the detail's pops it after Save. No view controller knows another.
///
/// Who owns whom: the view controller owns its presenter; the presenter owns its interactor and
/// router, and holds the view weakly; the interactor holds its output, the presenter, weakly;
/// the router holds the view controller weakly, to navigate from it.
///
/// What it costs (Orlov, "iOS Architecture Patterns", 2015): each role is small and testable
/// with mocks around it, but a screen is four or five types and their contract, and a change
/// that adds an output passes through them.
///
/// ## As its users write it
///
/// - The roles as objc.io's "Architecting iOS Apps with VIPER" (issue 13, 2014) names them; the
///   contract's names (`…ViewInput`, `…ViewOutput`, `…InteractorInput`, `…InteractorOutput`,
///   `…RouterInput`) are those of VIPER's module templates.
/// - The interactor tells the presenter what changed in its own words (`productsChanged()` for
///   a load, an addition or a removal), not the store's, and hands it errors, which the
///   presenter words.
/// - `Screens` puts the modules into the tabs and the split view: that is the app's assembly,
///   not any module's.
///
/// Where it departs, and why:
/// - In objc.io's VIPER the interactor hands its presenter plain data through its output. Here
///   the presenter reads the entities through synchronous getters of the interactor
///   (`interactor.products`, `interactor.person`) and hears only that they changed: the store is
///   local and answers at once, and the presenter keeps no second copy of a catalog that may
///   hold a million products. The interactor stays the one role that talks to the store.
/// - The card, the profile and the search lead nowhere: their routers only build the module, and
///   their presenters hold no router, where a module template would give each an empty
///   `…RouterInput`.
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
                rootViewController: ShopListRouter.makeModule(store: store, service: service)),
            AppCardRouter.makeModule(store: store),
        ]
        shop.tabBarItem.title = "Shop"
        shop.tabBarItem.accessibilityIdentifier = ScreenIdentifier.shopTab

        let profile = NavigationController(
            rootViewController: ProfileRouter.makeModule(store: store))
        profile.tabBarItem.title = "Profile"
        profile.tabBarItem.accessibilityIdentifier = ScreenIdentifier.profileTab

        let search = NavigationController(
            rootViewController: SearchRouter.makeModule(service: searchService, clock: clock))
        search.tabBarItem.title = "Search"
        search.tabBarItem.accessibilityIdentifier = ScreenIdentifier.searchTab
        let tabs = TabBarController()
        tabs.viewControllers = [shop, profile, search]
        return tabs
    }
}

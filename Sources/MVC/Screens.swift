import Model
import Roles
import TextUI

/// # MVC — Model-View-Controller, as the seeds show it
///
/// - **Model:** `Product`, `AppInfo`, `Person` and the `Store` (shared `Model` target). It
///   knows no view.
/// - **View:** the toolkit's own widgets — `TableView`, `TableViewCell`, `Label`, `ImageView` —
///   used as they are. They know no model.
/// - **Controller:** `ShopListViewController`, `AppCardViewController` and
///   `ProfileViewController`. Each creates and owns its views, loads and owns the model, is the
///   table's data source and delegate, formats prices, counts, names and dates, handles taps and
///   edits (target-action), and copies every value between model and views by hand, both ways.
///
/// Loading goes through the shared `CatalogLoader` (the newest load decides): the controller
/// starts it and hears each phase change back, then pushes the result into its views.
///
/// What it costs (the seeds' words): "the controller bloats". Every responsibility that is not
/// model or widget ends up in the controller, so it is the one place to change and the one
/// thing that is hard to test without its views. The upside: model and views stay reusable.
@MainActor
public enum Screens: Role.Assembly {
    /// Two tabs: the shop list and the app card together in one split view, and the profile.
    public static func make(
        store: Store, service: any CatalogService, visibleRows: Int
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
        return TabBarController(viewControllers: [shop, profile])
    }
}

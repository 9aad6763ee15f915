import Model
import Roles
import TextUI

/// # MVC variant — views that own their model
///
/// - **Model:** `Product`, `AppInfo` and the `Store` (shared `Model` target).
/// - **View:** custom views that are handed a model and fill their own subviews from it:
///   `AppView` (`appView.app = app`), `ProductCell` (`cell.product = product`) and
///   `ProductDetailView`. Their subviews are private; taps leave `AppView` through its delegate.
/// - **Controller:** `ShopListViewController` and `AppCardViewController`. They load the model,
///   hand it to the views and compose them; they no longer format anything.
///
/// Loading goes through the shared `CatalogLoader` (the newest load decides): the controller
/// starts it, hears each phase change back and hands the result to its views.
///
/// What it costs (the seeds' words): the controller slims down and the view hides its
/// internals, but "the view depends on the model and cannot be used on its own": `AppView`
/// cannot show anything that is not an `AppInfo`.
@MainActor
public enum Screens: Role.Assembly {
    /// Both screens, side by side in one split view.
    public static func make(
        store: Store, service: any CatalogService, visibleRows: Int
    ) -> ViewController {
        SplitViewController(viewControllers: [
            ShopListViewController(store: store, service: service, visibleRows: visibleRows),
            AppCardViewController(store: store),
        ])
    }
}

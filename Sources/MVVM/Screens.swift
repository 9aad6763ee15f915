import Model
import Roles
import TextUI

/// # MVVM — Model-View-ViewModel
///
/// - **Model:** `Product`, `AppInfo` and the `Store` (shared `Model` target).
/// - **View model:** `ShopListViewModel` and `AppCardViewModel`. They hold display-ready state
///   derived from the model — titles, row texts, the detail line, the tap feedback — as
///   `@Observable` properties, and take the user's intents (`rowSelected(at:)`,
///   `cardTapped()`). They import no UI module and know no view type.
/// - **View:** `ShopListViewController` and `AppCardViewController`. They bind to their view
///   model (`bind(_:)`, on Observation — the Linux-native successor of the seeds' KVO) and send
///   intents back. They format nothing.
///
/// What it costs (the seeds' words): the controller slims down and the view model is easy to
/// test, but there are more classes, and binding is indirect and asynchronous: a change reaches
/// the screen one turn of the main actor later, which makes bugs "harder to debug".
@MainActor
public enum Screens: Role.Assembly {
    /// Both screens, side by side in one split view.
    public static func make(
        store: Store, service: any CatalogService, visibleRows: Int
    ) -> ViewController {
        SplitViewController(viewControllers: [
            ShopListViewController(
                viewModel: ShopListViewModel(store: store, service: service),
                visibleRows: visibleRows),
            AppCardViewController(viewModel: AppCardViewModel(store: store)),
        ])
    }
}

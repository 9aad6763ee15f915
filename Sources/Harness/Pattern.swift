import MVC
import MVCVariant
import MVP
import MVVM
import Model
import TextUI

/// Every pattern the workbench builds. Adding a pattern means adding a case here: the runner,
/// the executables and the behaviour tests all go through this list.
public enum Pattern: String, CaseIterable, Sendable {
    case mvc
    case mvcVariant = "mvc-variant"
    case mvp
    case mvvm

    /// The pattern's name for people.
    public var displayName: String {
        switch self {
        case .mvc: "MVC"
        case .mvcVariant: "MVC variant"
        case .mvp: "MVP"
        case .mvvm: "MVVM"
        }
    }

    /// Where the pattern's code lives in the package.
    public var sourcePath: String {
        switch self {
        case .mvc: "Sources/MVC"
        case .mvcVariant: "Sources/MVCVariant"
        case .mvp: "Sources/MVP"
        case .mvvm: "Sources/MVVM"
        }
    }

    /// Both screens, built the pattern's way over `store` and `service`.
    @MainActor
    public func makeScreens(
        store: Store, service: any CatalogService, visibleRows: Int
    ) -> ViewController {
        switch self {
        case .mvc: MVC.Screens.make(store: store, service: service, visibleRows: visibleRows)
        case .mvcVariant:
            MVCVariant.Screens.make(store: store, service: service, visibleRows: visibleRows)
        case .mvp: MVP.Screens.make(store: store, service: service, visibleRows: visibleRows)
        case .mvvm: MVVM.Screens.make(store: store, service: service, visibleRows: visibleRows)
        }
    }
}

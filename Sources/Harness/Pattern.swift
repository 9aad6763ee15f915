import MVC
import MVCVariant
import MVP
import MVVM
import Model
import TextUI

/// Every pattern the workbench builds. Adding a pattern means adding a case and its line in
/// `entry`: the runner, the executables and every behaviour test then include it.
public enum Pattern: String, CaseIterable, Sendable {
    case mvc
    case mvcVariant = "mvc-variant"
    case mvp
    case mvvm

    /// What the workbench needs to know of a pattern: its name, where its code lives, and how
    /// to build its screens over a store and a catalog service.
    struct Entry {
        let displayName: String
        let sourcePath: String
        let makeScreens:
            @MainActor (
                _ store: Store, _ service: any CatalogService,
                _ searchService: any RepositorySearchService, _ clock: any Clock<Duration>,
                _ visibleRows: Int
            ) -> ViewController
    }

    private var entry: Entry {
        switch self {
        case .mvc:
            Entry(displayName: "MVC", sourcePath: "Sources/MVC", makeScreens: MVC.Screens.make)
        case .mvcVariant:
            Entry(
                displayName: "MVC variant", sourcePath: "Sources/MVCVariant",
                makeScreens: MVCVariant.Screens.make)
        case .mvp:
            Entry(displayName: "MVP", sourcePath: "Sources/MVP", makeScreens: MVP.Screens.make)
        case .mvvm:
            Entry(displayName: "MVVM", sourcePath: "Sources/MVVM", makeScreens: MVVM.Screens.make)
        }
    }

    /// The pattern's name for people.
    public var displayName: String { entry.displayName }

    /// Where the pattern's code lives in the package.
    public var sourcePath: String { entry.sourcePath }

    /// The pattern's module (its target's name).
    public var module: String { String(sourcePath.dropFirst("Sources/".count)) }

    /// The screens, built the pattern's way over `store` and the services, with searches
    /// debounced on `clock`.
    @MainActor
    public func makeScreens(
        store: Store, service: any CatalogService, searchService: any RepositorySearchService,
        clock: any Clock<Duration>, visibleRows: Int
    ) -> ViewController {
        entry.makeScreens(store, service, searchService, clock, visibleRows)
    }
}

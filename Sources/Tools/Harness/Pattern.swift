import MVC
import MVCVariant
import MVP
import MVVM
import Model
import PatternCatalog
import TextUI

/// Every pattern the workbench builds, with the function that builds its screens. What the
/// workbench knows of each (its names, folder, rules) is its `PatternDescriptor` (Sources/Tools/PatternCatalog);
/// adding a pattern means adding its descriptor, a case here and its line in `makeScreens`.
public enum Pattern: String, CaseIterable, Sendable {
    case mvc
    case mvcVariant = "mvc-variant"
    case mvp
    case mvvm

    /// What the workbench knows of the pattern.
    public var descriptor: PatternDescriptor {
        guard let descriptor = PatternDescriptor.named(rawValue) else {
            preconditionFailure("no PatternDescriptor for '\(rawValue)'")
        }
        return descriptor
    }

    /// The pattern a descriptor describes.
    public init?(_ descriptor: PatternDescriptor) {
        self.init(rawValue: descriptor.command)
    }

    /// The pattern's name for people.
    public var displayName: String { descriptor.name }

    /// Where the pattern's code lives in the package.
    public var sourcePath: String { descriptor.folder }

    /// The Swift module of the pattern.
    public var module: String { descriptor.module }

    /// The screens, built the pattern's way over `store` and the services, with searches
    /// debounced on `clock`.
    @MainActor
    public func makeScreens(
        store: Store, service: any CatalogService, searchService: any RepositorySearchService,
        clock: any Clock<Duration>, visibleRows: Int
    ) -> ViewController {
        switch self {
        case .mvc:
            MVC.Screens.make(
                store: store, service: service, searchService: searchService, clock: clock,
                visibleRows: visibleRows)
        case .mvcVariant:
            MVCVariant.Screens.make(
                store: store, service: service, searchService: searchService, clock: clock,
                visibleRows: visibleRows)
        case .mvp:
            MVP.Screens.make(
                store: store, service: service, searchService: searchService, clock: clock,
                visibleRows: visibleRows)
        case .mvvm:
            MVVM.Screens.make(
                store: store, service: service, searchService: searchService, clock: clock,
                visibleRows: visibleRows)
        }
    }
}

import Model
import TextUI

/// What the workbench knows of one pattern: its names, its family and binding style, its folder,
/// the role that holds its presentation logic, the rules that define it, and how its screens are
/// built. It is the one identity of a pattern: every per-pattern figure is keyed by it
/// (`PerPattern`). Adding a pattern means adding its folder, its entry (a file of its own in
/// `Patterns/`, and its name in `all`) and its line in Package.swift (docs/adding-a-pattern.md).
public struct PatternDescriptor: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// The Swift module (`MVCVariant`): its sources are `Sources/Patterns/<module>`, its tests
    /// `Tests/<module>Tests`.
    public let module: String
    /// The executable and the command-line name (`mvc-variant`).
    public let command: String
    /// The pattern the seeds name.
    public let family: PatternFamily
    /// How its views learn of a change, for a family built in several styles (MVVM); nil for
    /// the others.
    public let style: BindingStyle?
    /// The role that holds the screens' presentation logic (its state, its formatting).
    public let logicRole: ArchitectureRole
    /// What the pattern is, by definition: the rules its code must keep (besides those every
    /// pattern keeps, `ArchitectureRules.everyPattern`), each with the seed's words it comes from.
    public let rules: [Rule]
    /// The shared targets it stands on that no other pattern does (`KeyValueObserving`, under
    /// `Sources/Shared`), as its line in Package.swift names them: what only its stored results
    /// depend on.
    public let standsAlsoOn: [String]
    /// The pattern's `SceneDelegate.init(store:service:searchService:clock:)`.
    private let sceneDelegate: SceneDelegateMaker

    public init(
        module: String, command: String, family: PatternFamily, style: BindingStyle? = nil,
        logicRole: ArchitectureRole, rules: [Rule], standsAlsoOn: [String] = [],
        sceneDelegate: @escaping SceneDelegateMaker
    ) {
        self.module = module
        self.command = command
        self.family = family
        self.style = style
        self.logicRole = logicRole
        self.rules = rules
        self.standsAlsoOn = standsAlsoOn
        self.sceneDelegate = sceneDelegate
    }

    /// The name for people: the family's (`MVC variant`), with the binding style when the family
    /// has several (`MVVM (KVO)`).
    public var name: String {
        guard let style, Self.all.filter({ $0.family == family }).count > 1 else {
            return family.name
        }
        return "\(family.name) (\(style.name))"
    }

    /// A pattern's scene delegate's initializer, as every pattern target declares it.
    public typealias SceneDelegateMaker =
        @MainActor @Sendable (
            _ store: Store, _ service: any CatalogService,
            _ searchService: any RepositorySearchService, _ clock: any Clock<Duration>
        ) -> any WindowSceneDelegate

    /// The pattern's scene delegate over the shared store and services: connected to a scene, it
    /// builds the screens the pattern's way.
    @MainActor
    public func makeSceneDelegate(_ dependencies: ScreenDependencies) -> any WindowSceneDelegate {
        sceneDelegate(
            dependencies.store, dependencies.service, dependencies.searchService,
            dependencies.clock)
    }

    public var id: String { module }
    public var description: String { name }

    /// Where the pattern's code lives in the package.
    public var folder: String { "\(SourceLayout.patterns)/\(module)" }

    /// The folders of the shared targets only it stands on (`standsAlsoOn`).
    public var ownSharedFolders: [String] { standsAlsoOn.map(SourceLayout.sharedFolder) }

    /// The folders of the shared targets some pattern stands on alone: in no key every pattern's
    /// results share.
    public static var ownSharedFolders: [String] { all.flatMap(\.ownSharedFolders) }

    /// The target of the pattern's own tests (`MVCVariantTests`, in `Tests/MVCVariantTests`): a
    /// test run picks them by this prefix of their names.
    public var testTarget: String { "\(module)Tests" }

    /// The folder of the catalog's entries: one file per pattern, and `all`.
    public static let entriesFolder = SourceLayout.toolFolder("PatternCatalog") + "/Patterns"

    /// The pattern's own entry in the catalog (`…/Patterns/PatternDescriptor+MVC.swift`).
    public var entryFile: String { "\(Self.entriesFolder)/PatternDescriptor+\(module).swift" }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.module == rhs.module }
    public func hash(into hasher: inout Hasher) { hasher.combine(module) }

    /// The pattern a command line names, in any case: by its command name (`mvc-variant`) or its
    /// module (`MVCVariant`).
    public static func named(_ text: String) -> PatternDescriptor? {
        all.first {
            $0.command.lowercased() == text.lowercased()
                || $0.module.lowercased() == text.lowercased()
        }
    }

    /// The pattern whose module is `module`.
    public static func module(_ module: String) -> PatternDescriptor? {
        all.first { $0.module == module }
    }

    /// The patterns of `family`, in the catalog's order.
    public static func family(_ family: PatternFamily) -> [PatternDescriptor] {
        all.filter { $0.family == family }
    }

    /// The command names, as a usage message lists them: `mvc, mvc-variant, mvp or mvvm`.
    public static var commandList: String {
        let names = all.map(\.command)
        guard names.count > 1, let last = names.last else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}

/// Where the package keeps its modules: the lesson under `Sources/Patterns`, what every pattern
/// stands on under `Sources/Shared`, and the tooling under `Sources/Tools`. The workbench reads
/// paths through here, so the layout is written once.
public enum SourceLayout {
    /// The folder of the patterns, one module each.
    public static let patterns = "Sources/Patterns"
    /// The folder of the shared core: the toolkit, the model and the role markers.
    public static let shared = "Sources/Shared"
    /// The folder of the harness, the tracer and the measuring tools.
    public static let tools = "Sources/Tools"

    /// The spec's test target, which every pattern must pass: a test run picks its tests by
    /// this prefix of their names.
    public static let specTests = "SpecTests"
    /// The test folders every pattern's tests stand on: the spec, and the helpers it shares
    /// with the patterns' own tests.
    public static let sharedTestFolders = ["Tests/\(specTests)", "Tests/BehaviourTesting"]

    /// The folder of the shared module `module` (`Sources/Shared/Model`).
    public static func sharedFolder(_ module: String) -> String { "\(shared)/\(module)" }

    /// The folder of the tool module `module` (`Sources/Tools/Harness`).
    public static func toolFolder(_ module: String) -> String { "\(tools)/\(module)" }

    /// The module a source path lies in, and the path inside it: `Sources/Patterns/MVC/AppCard/
    /// AppCardViewController.swift` → (`MVC`, `AppCard/AppCardViewController.swift`). Nil for a
    /// path outside the three folders.
    public static func module(ofFile path: String) -> (module: String, rest: String)? {
        for group in [patterns, shared, tools] where path.hasPrefix(group + "/") {
            let inside = path.dropFirst(group.count + 1)
            guard let slash = inside.firstIndex(of: "/") else { return nil }
            return (String(inside[..<slash]), String(inside[inside.index(after: slash)...]))
        }
        return nil
    }
}

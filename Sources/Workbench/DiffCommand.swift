import Analysis
import Foundation
import Harness
import TextUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `workbench diff [--unified] PATTERN PATTERN [SCREEN]`: two implementations side by side,
/// screen by screen and file by file, with the role of each file's types, so a reader sees where
/// each responsibility moved. The lines are aligned by `LineDiff`, as `diff -y` aligns them; with
/// `--unified` it is a plain unified diff to paste into a review.
enum DiffCommand {
    static let screens = ["ShopList", "AppCard"]

    static func run(_ arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
        let unified = reader.flag("--unified")
        let options = try BuildInUse.Options.read(&reader, buildable: false)
        guard let leftName = reader.positional(), let rightName = reader.positional() else {
            throw UsageError("diff needs two patterns, e.g. `workbench diff mvc mvvm`")
        }
        let screen = reader.positional()
        try reader.finish()
        guard let left = Pattern(rawValue: leftName), let right = Pattern(rawValue: rightName)
        else {
            throw UsageError(
                "unknown pattern '\(Pattern(rawValue: leftName) == nil ? leftName : rightName)'; "
                    + "use mvc, mvc-variant, mvp or mvvm")
        }
        if let screen, !screens.contains(screen) {
            throw UsageError("unknown screen '\(screen)'; use \(screens.joined(separator: " or "))")
        }
        let root = try packageRoot()
        var roles: [String: String] = [:]
        var rolesMissing: String?
        do {
            roles = try fileRoles(
                build: try BuildInUse.resolve(options, root: root, buildable: false))
        } catch {
            rolesMissing = "\(error)"
        }
        var out: [String] = []
        for name in screen.map({ [$0] }) ?? screens + [""] {
            let files = FilePairs(left, right, folder: name, root: root, roles: roles)
            out += unified ? files.unified() : files.sideBySide(width: outputWidth())
        }
        if !out.isEmpty { Console.write(out.joined(separator: "\n")) }
        if let rolesMissing {
            Console.error("roles not shown: \(rolesMissing)", prefix: "note: ")
        }
        return 0
    }

    /// The columns to fill: `COLUMNS` when set, else the terminal's width when standard output
    /// is a terminal, else 120; never fewer than 40.
    static func outputWidth(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
            return max(40, columns)
        }
        return max(40, terminalColumns() ?? 120)
    }

    /// The width of the terminal standard output writes to, or nil when it is not one.
    static func terminalColumns() -> Int? {
        #if canImport(Glibc) || canImport(Darwin)
            guard isatty(STDOUT_FILENO) == 1 else { return nil }
            var size = winsize()
            guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
                return nil
            }
            return Int(size.ws_col)
        #else
            return nil
        #endif
    }

    /// Role names of the types defined in each file, from the index.
    static func fileRoles(build: BuildInUse) throws -> [String: String] {
        let graph = try build.readIndex().graph
        var roles: [String: Set<String>] = [:]
        for module in ArchitectureRules.patternModules {
            let pattern = PatternGraph(module: module, graph: graph)
            for type in pattern.ownTypes {
                if let role = pattern.role(of: type.name) {
                    roles[type.location.file, default: []].insert(role.rawValue)
                }
            }
        }
        var names = roles.mapValues { $0.sorted().joined(separator: ", ") }
        // `Type+Conformance.swift` plays the role of `Type.swift`.
        for file in Set(graph.dependencies.flatMap { $0.evidence.map(\.file) })
        where file.contains("+") {
            let base = file.prefix { $0 != "+" } + ".swift"
            names[file] = names[file] ?? names[String(base)]
        }
        return names
    }
}

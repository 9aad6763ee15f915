import Analysis
import Foundation
import Harness
import TextUI

/// `workbench diff PATTERN PATTERN [SCREEN]`: two implementations side by side, screen by
/// screen and file by file, with the role of each file's types, so a reader sees where each
/// responsibility moved.
enum DiffCommand {
    static let screens = ["ShopList", "AppCard"]
    static let column = 60

    static func run(_ arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
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
            out.append(compare(left, right, folder: name, root: root, roles: roles))
        }
        Console.write(out.joined(separator: "\n"))
        if let rolesMissing {
            Console.error("roles not shown: \(rolesMissing)", prefix: "note: ")
        }
        return 0
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

    /// One screen folder (or, with `folder` empty, the pattern's top-level files).
    static func compare(
        _ left: Pattern, _ right: Pattern, folder: String, root: String, roles: [String: String]
    ) -> String {
        func files(_ pattern: Pattern) -> [String: String] {
            let directory = folder.isEmpty ? pattern.sourcePath : "\(pattern.sourcePath)/\(folder)"
            let names =
                (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + directory)) ?? []
            return Dictionary(
                uniqueKeysWithValues: names.filter { $0.hasSuffix(".swift") }.map {
                    ($0, "\(directory)/\($0)")
                })
        }
        let a = files(left)
        let b = files(right)
        var out = [
            "== \(folder.isEmpty ? "Composition" : folder): \(left.displayName) │ \(right.displayName) =="
        ]
        for (leftName, rightName) in pairs(Array(a.keys), Array(b.keys), a: a, b: b, roles: roles) {
            func label(_ name: String?, _ path: String?) -> String {
                guard let name, let path else { return "(no counterpart)" }
                return "\(name): \(roles[path] ?? "?"), \(text(root + "/" + path).count) lines"
            }
            let leftPath = leftName.flatMap { a[$0] }
            let rightPath = rightName.flatMap { b[$0] }
            out.append("")
            out.append(
                DisplayWidth.padded("--- " + label(leftName, leftPath), to: column) + "│ "
                    + label(rightName, rightPath))
            let leftLines = leftPath.map { text(root + "/" + $0) } ?? []
            let rightLines = rightPath.map { text(root + "/" + $0) } ?? []
            for index in 0..<max(leftLines.count, rightLines.count) {
                let l = index < leftLines.count ? leftLines[index] : ""
                let r = index < rightLines.count ? rightLines[index] : ""
                let marker = l == r ? "│" : "┃"
                out.append(
                    DisplayWidth.padded(l, to: column) + "\(marker) "
                        + DisplayWidth.truncated(r, to: column))
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Files with the same name side by side; then files whose types play the same kind of role
    /// (the logic of the screen: controller, presenter or view model; or a view); then the rest.
    static func pairs(
        _ left: [String], _ right: [String], a: [String: String], b: [String: String],
        roles: [String: String]
    ) -> [(String?, String?)] {
        func slot(_ path: String?) -> String {
            let role = path.flatMap { roles[$0] } ?? ""
            return ["controller", "presenter", "view model"].contains(role) ? "logic" : role
        }
        var pairs: [(String?, String?)] = []
        var rest = Set(right)
        var unmatched: [String] = []
        for name in left.sorted() {
            if rest.remove(name) != nil {
                pairs.append((name, name))
            } else {
                unmatched.append(name)
            }
        }
        for name in unmatched {
            if let match = rest.sorted().first(where: {
                slot(b[$0]) == slot(a[name]) && slot(a[name]) != ""
            }) {
                rest.remove(match)
                pairs.append((name, match))
            } else {
                pairs.append((name, nil))
            }
        }
        pairs += rest.sorted().map { (nil, $0) }
        return pairs
    }

    static func text(_ path: String) -> [String] {
        let contents = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

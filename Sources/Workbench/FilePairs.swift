import Foundation
import Harness

/// One screen folder of two patterns (or, with `folder` empty, their top-level files), its
/// files paired for `workbench diff`, and each pair as text.
struct FilePairs {
    /// One file of one pattern: its name, its path in the package, its lines and its role.
    struct File {
        var name: String
        var path: String
        var lines: [String]
        var role: String
    }

    let left: Pattern
    let right: Pattern
    let folder: String
    let pairs: [(left: File?, right: File?)]

    init(
        _ left: Pattern, _ right: Pattern, folder: String, root: String, roles: [String: String]
    ) {
        self.left = left
        self.right = right
        self.folder = folder
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
        func file(_ name: String?, in paths: [String: String]) -> File? {
            guard let name, let path = paths[name] else { return nil }
            return File(
                name: name, path: path, lines: Self.lines(root + "/" + path),
                role: roles[path] ?? "?")
        }
        pairs = Self.pairs(Array(a.keys), Array(b.keys), a: a, b: b, roles: roles).map {
            (file($0.0, in: a), file($0.1, in: b))
        }
    }

    /// The folder's files side by side, `width` columns wide: a heading, then per pair a header
    /// with each file's name, role and line count, the aligned lines and a count of the rows
    /// that differ.
    func sideBySide(width: Int) -> [String] {
        let heading = folder.isEmpty ? "Composition" : folder
        var out = ["== \(heading): \(left.displayName) │ \(right.displayName) =="]
        let column = DiffText.column(width: width)
        for (old, new) in pairs {
            func label(_ file: File?) -> String {
                guard let file else { return "(no counterpart)" }
                return "\(file.name): \(file.role), \(file.lines.count) lines"
            }
            let diff = LineDiff(old: old?.lines ?? [], new: new?.lines ?? [])
            out.append("")
            out.append(DiffText.sideBySide(label(old), label(new), width: width))
            out.append(DiffText.sideBySide(rule(column), rule(column), width: width))
            out += DiffText.sideBySide(diff, width: width)
            out.append(
                "(" + DiffText.summary(diff, oldName: left.displayName, newName: right.displayName)
                    + ")")
        }
        return out + [""]
    }

    /// The folder's files as a unified diff, each pair with a `---`/`+++` header naming the
    /// files, with the role and line count after a tab; identical pairs print nothing.
    func unified() -> [String] {
        var out: [String] = []
        for (old, new) in pairs {
            func label(_ file: File?) -> String {
                guard let file else { return "/dev/null" }
                return "\(file.path)\t(\(file.role), \(file.lines.count) lines)"
            }
            out += DiffText.unified(
                LineDiff(old: old?.lines ?? [], new: new?.lines ?? []),
                oldLabel: label(old), newLabel: label(new))
        }
        return out
    }

    private func rule(_ width: Int) -> String {
        String(repeating: "─", count: width)
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

    /// The file's lines, without the line break at the end of the last one.
    static func lines(_ path: String) -> [String] {
        let contents = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

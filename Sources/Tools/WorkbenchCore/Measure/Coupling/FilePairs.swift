import Foundation
import PatternCatalog

/// One screen folder of two patterns (or, with `folder` empty, their top-level files), its
/// files paired by where their lines went, for `workbench diff` and the binding claim's figure.
///
/// The pairing is the lesson: a file stands beside the file of the other pattern that took most
/// of its lines (`LineMatch`: the same statement, names aside, or most of its words), so MVC's
/// table data source stands beside the file that now holds the table's code, whatever its name
/// or role. Files that share no line pair by the roles their types declare (`Role.*`, from the
/// compiler's index): the role that holds the presentation logic with the one that holds it,
/// views with views, cells with cells; then by name. Without an index, by name alone.
package struct FilePairs {
    /// One file of one pattern: its name in the folder, its path in the package, its lines and
    /// what the index says of its types (nil: nothing known).
    package struct File: Sendable {
        package var name: String
        package var path: String
        package var lines: [String]
        package var roles: FileRoles?

        package init(name: String, path: String, lines: [String], roles: FileRoles?) {
            self.name = name
            self.path = path
            self.lines = lines
            self.roles = roles
        }

        /// Where the file pairs by role: its slot, when its roles are known.
        package var slot: Slot? { roles.map(Slot.init) }

        /// `controller`, `view model, view`; `?` when not known.
        package var roleText: String {
            guard let roles else { return "?" }
            return roles.all.map(\.rawValue).joined(separator: ", ")
                + (roles.isCell ? " (cell)" : "")
        }
    }

    /// What pairs with what by role: the role that holds a screen's presentation logic
    /// (controller, presenter, interactor, view model or reducer), views that are table cells, other
    /// views, the assembly and a coordinator or router (which build screens, as an assembly
    /// does).
    package enum Slot: Int, Comparable, CaseIterable, Sendable {
        case logic, view, cell, assembly, other

        init(_ roles: FileRoles) {
            switch roles.primary {
            case .controller, .presenter, .interactor, .viewModel, .reducer: self = .logic
            case .view: self = roles.isCell ? .cell : .view
            case .assembly, .coordinator, .router: self = .assembly
            case .model, .toolkit: self = .other
            }
        }

        package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    package typealias Pair = (left: File?, right: File?)

    package let left: PatternDescriptor
    package let right: PatternDescriptor
    package let folder: String
    /// The pairs, in slot order, then by name.
    package let pairs: [Pair]
    /// Whether roles were known at all (from an index).
    package let byRole: Bool
    /// Where the lines of each file went, or came from (by its path): each file of the other
    /// side that took a quarter of its lines or more, with how many.
    package let spread: [String: [(name: String, lines: Int)]]

    /// Pairs the files of `folder` in both patterns; `roles` by path, nil when no index could
    /// be read.
    package init(
        _ left: PatternDescriptor, _ right: PatternDescriptor, folder: String, root: String,
        roles: [String: FileRoles]?
    ) {
        self.left = left
        self.right = right
        self.folder = folder
        byRole = roles != nil
        let a = Self.files(of: left, folder: folder, root: root, roles: roles)
        let b = Self.files(of: right, folder: folder, root: root, roles: roles)
        let flows = LineMatch.flows(b.map(\.lines), from: a.map(\.lines))
        pairs = Self.pairs(a, b, flows: flows)
        spread = Self.spread(a, b, flows: flows)
    }

    /// The files of `pattern` in `folder` (its subfolders too), or with `folder` empty its
    /// top-level files, with their lines and roles (`roles` by path).
    package static func files(
        of pattern: PatternDescriptor, folder: String, root: String, roles: [String: FileRoles]?
    ) -> [File] {
        let directory = folder.isEmpty ? pattern.folder : "\(pattern.folder)/\(folder)"
        return swiftFiles(in: root + "/" + directory, recursive: !folder.isEmpty).map {
            let path = "\(directory)/\($0)"
            return File(name: $0, path: path, lines: lines(root + "/" + path), roles: roles?[path])
        }
    }

    /// The Swift files under `directory` (in its subfolders too when `recursive`), by their path
    /// below it, sorted.
    package static func swiftFiles(in directory: String, recursive: Bool) -> [String] {
        let manager = FileManager.default
        let names =
            recursive
            ? (manager.enumerator(atPath: directory)?.allObjects.compactMap { $0 as? String } ?? [])
            : ((try? manager.contentsOfDirectory(atPath: directory)) ?? [])
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The screen folders of a pattern: every folder in its source folder, sorted.
    package static func screens(of pattern: PatternDescriptor, root: String) -> [String] {
        let directory = root + "/" + pattern.folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(
                    atPath: directory + "/" + name, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        .sorted()
    }

    /// Pairs files by where their lines went (`LineMatch.flows`): the two files that share the
    /// most lines first, then the next two, each file once. Files that share no line with a
    /// file left pair by role (`byRole`). Sorted by slot, then name. `flows` is
    /// `LineMatch.flows(right, from: left)`, worked out when not given.
    package static func pairs(_ left: [File], _ right: [File], flows: [[Int]]? = nil) -> [Pair] {
        let flows = flows ?? LineMatch.flows(right.map(\.lines), from: left.map(\.lines))
        var shared: [(left: Int, right: Int, lines: Int)] = []
        for (r, row) in flows.enumerated() {
            for (l, lines) in row.enumerated() where lines > 0 { shared.append((l, r, lines)) }
        }
        shared.sort { ($1.lines, $0.left, $0.right) < ($0.lines, $1.left, $1.right) }
        var pairs: [Pair] = []
        var (takenLeft, takenRight) = (Set<Int>(), Set<Int>())
        for item in shared where !takenLeft.contains(item.left) && !takenRight.contains(item.right)
        {
            pairs.append((left[item.left], right[item.right]))
            takenLeft.insert(item.left)
            takenRight.insert(item.right)
        }
        pairs += byRole(
            left.indices.filter { !takenLeft.contains($0) }.map { left[$0] },
            right.indices.filter { !takenRight.contains($0) }.map { right[$0] })
        func order(_ pair: Pair) -> (Int, String) {
            let file = pair.left ?? pair.right
            let name = file?.name ?? ""
            return (
                file?.slot?.rawValue ?? Slot.allCases.count,
                name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
            )
        }
        return pairs.sorted { order($0) < order($1) }
    }

    /// For each file whose lines went to (or came from) files of the other side: every file
    /// that took a quarter of them or more, most first.
    static func spread(
        _ left: [File], _ right: [File], flows: [[Int]]
    ) -> [String: [(name: String, lines: Int)]] {
        var spread: [String: [(name: String, lines: Int)]] = [:]
        func note(_ file: File, _ shares: [(name: String, lines: Int)]) {
            let total = shares.reduce(0) { $0 + $1.lines }
            let big = shares.filter { $0.lines > 0 && 4 * $0.lines >= total }
                .sorted { ($1.lines, $0.name) < ($0.lines, $1.name) }
            if !big.isEmpty { spread[file.path] = big }
        }
        for (l, file) in left.enumerated() {
            note(file, right.indices.map { (right[$0].name, flows[$0][l]) })
        }
        for (r, file) in right.enumerated() {
            note(file, left.indices.map { (left[$0].name, flows[r][$0]) })
        }
        return spread
    }

    /// Pairs files that share no line, slot by slot (files with unknown roles form a slot of
    /// their own): the same name, then the same stem (`ShopListViewController` and
    /// `ShopListViewModel` share `ShopList`), then the one file left on each side. Files left
    /// over in every slot then pair by name across slots; the rest stand alone.
    static func byRole(_ left: [File], _ right: [File]) -> [Pair] {
        var pairs: [Pair] = []
        var leftOver: [File] = []
        var rightOver: [File] = []
        let slots: [Slot?] = Slot.allCases + [nil]
        for slot in slots {
            var a = left.filter { $0.slot == slot }
            var b = right.filter { $0.slot == slot }
            for key in [{ (file: File) in file.name }, { stem($0.name) }] {
                for file in a {
                    guard let match = b.first(where: { key($0) == key(file) }) else { continue }
                    pairs.append((file, match))
                    a.removeAll { $0.path == file.path }
                    b.removeAll { $0.path == match.path }
                }
            }
            if slot != nil, a.count == 1, b.count == 1 {
                pairs.append((a[0], b[0]))
                a = []
                b = []
            }
            leftOver += a
            rightOver += b
        }
        for file in leftOver {
            if let match = rightOver.first(where: { $0.name == file.name }) {
                pairs.append((file, match))
                rightOver.removeAll { $0.path == match.path }
            } else {
                pairs.append((file, nil))
            }
        }
        return pairs + rightOver.map { (nil, $0) }
    }

    /// A file's name without `.swift` and without the role its type's name ends with, keeping a
    /// `+Extension`: `ShopListViewController+TableView.swift` → `ShopList+TableView`.
    package static func stem(_ name: String) -> String {
        let base = name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
        let type = base.prefix { $0 != "+" }
        let rest = base.dropFirst(type.count)
        for suffix in ["ViewController", "ViewModel", "Presenter", "Controller", "View"]
        where type.hasSuffix(suffix) && type.count > suffix.count {
            return String(type.dropLast(suffix.count) + rest)
        }
        return base
    }

    /// The file's lines, without the line break at the end of the last one.
    package static func lines(_ path: String) -> [String] {
        let contents = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

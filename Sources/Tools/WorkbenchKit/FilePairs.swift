import Coupling
import Foundation
import PatternCatalog
import TextDiff

/// One screen folder of two patterns (or, with `folder` empty, their top-level files), its
/// files paired by role for `workbench diff`, and each pair as text.
///
/// The pairing is the lesson: the file that holds a screen's presentation logic in one pattern
/// (MVC's controller) stands beside the file that holds it in the other (MVVM's view model),
/// views beside views, cells beside cells. Roles are the ones the types declare (`Role.*`), read
/// from the compiler's index; without it, files pair by name alone, and the header says so.
struct FilePairs {
    /// One file of one pattern: its name in the folder, its path in the package, its lines and
    /// what the index says of its types (nil: nothing known).
    struct File {
        var name: String
        var path: String
        var lines: [String]
        var roles: FileRoles?

        /// Where the file pairs: its slot, when its roles are known.
        var slot: Slot? { roles.map(Slot.init) }

        /// `controller`, `view model, view`; `?` when not known.
        var roleText: String {
            guard let roles else { return "?" }
            return roles.all.map(\.rawValue).joined(separator: ", ")
                + (roles.isCell ? " (cell)" : "")
        }
    }

    /// What pairs with what: the role that holds a screen's presentation logic (controller,
    /// presenter or view model), views that are table cells, other views, the assembly.
    enum Slot: Int, Comparable, CaseIterable {
        case logic, view, cell, assembly, other

        init(_ roles: FileRoles) {
            switch roles.primary {
            case .controller, .presenter, .viewModel: self = .logic
            case .view: self = roles.isCell ? .cell : .view
            case .assembly: self = .assembly
            case .model, .toolkit: self = .other
            }
        }

        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    }

    let left: PatternDescriptor
    let right: PatternDescriptor
    let folder: String
    /// The pairs, in slot order, then by name.
    let pairs: [(left: File?, right: File?)]
    /// Whether roles were known at all (from an index), so that files paired by role.
    let byRole: Bool

    /// Pairs the files of `folder` in both patterns; `roles` by path, nil when no index could
    /// be read.
    init(
        _ left: PatternDescriptor, _ right: PatternDescriptor, folder: String, root: String,
        roles: [String: FileRoles]?
    ) {
        self.left = left
        self.right = right
        self.folder = folder
        byRole = roles != nil
        func files(_ pattern: PatternDescriptor) -> [File] {
            let directory = folder.isEmpty ? pattern.folder : "\(pattern.folder)/\(folder)"
            return Self.swiftFiles(in: root + "/" + directory, recursive: !folder.isEmpty).map {
                let path = "\(directory)/\($0)"
                return File(
                    name: $0, path: path, lines: Self.lines(root + "/" + path), roles: roles?[path])
            }
        }
        pairs = Self.pairs(files(left), files(right))
    }

    /// The Swift files under `directory` (in its subfolders too when `recursive`), by their path
    /// below it, sorted.
    static func swiftFiles(in directory: String, recursive: Bool) -> [String] {
        let manager = FileManager.default
        let names =
            recursive
            ? (manager.enumerator(atPath: directory)?.allObjects.compactMap { $0 as? String } ?? [])
            : ((try? manager.contentsOfDirectory(atPath: directory)) ?? [])
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// The screen folders of a pattern: every folder in its source folder, sorted.
    static func screens(of pattern: PatternDescriptor, root: String) -> [String] {
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

    /// The pairing rule in one sentence, naming what holds the presentation logic on each side
    /// of this folder.
    var rule: String {
        guard byRole else {
            return "Files paired by name only: their roles are not known (see the note on "
                + "standard error)."
        }
        func logic(_ side: [File?]) -> [ArchitectureRole] {
            Set(side.compactMap { $0?.slot == .logic ? $0?.roles?.primary : nil }).sorted()
        }
        func names(_ roles: [ArchitectureRole], _ pattern: PatternDescriptor) -> String {
            roles.isEmpty
                ? "\(pattern.name) (none here)"
                : "\(pattern.name)'s " + roles.map(\.rawValue).joined(separator: " and ")
        }
        let (a, b) = (logic(pairs.map(\.left)), logic(pairs.map(\.right)))
        let holders =
            a.isEmpty && b.isEmpty
            ? ""
            : "\(names(a, left)) with \(names(b, right)) (each holds the presentation logic), "
        return "Files paired by role: \(holders)views with views, cells with cells, the assembly "
            + "with the assembly; within a role, the same file or screen name first. Files left "
            + "over pair by file name, whatever their roles."
    }

    /// The folder's files side by side, `width` columns wide: a heading and the pairing rule,
    /// then per pair a header with each file's name, role and line count, the aligned lines and
    /// a count of the rows that differ. Nothing is cut: long lines wrap.
    func sideBySide(width: Int) -> [String] {
        let heading = folder.isEmpty ? "Composition" : folder
        var out = ["== \(heading): \(left.name) │ \(right.name) =="]
        out += DiffText.paragraph(rule, width: width)
        let column = DiffText.column(width: width)
        for (old, new) in pairs {
            func label(_ file: File?) -> String {
                guard let file else { return "(no counterpart)" }
                return "\(file.name): \(file.roleText), \(file.lines.count) lines"
            }
            let diff = LineDiff(old: old?.lines ?? [], new: new?.lines ?? [])
            out.append("")
            out += DiffText.sideBySide(label(old), label(new), width: width)
            out += DiffText.sideBySide(rule(column), rule(column), width: width)
            out += DiffText.sideBySide(diff, width: width)
            out.append(
                "(" + DiffText.summary(diff, oldName: left.name, newName: right.name)
                    + ")")
        }
        return out + [""]
    }

    /// The folder's files as a unified diff: a `#` line with the pairing rule, then each pair
    /// with a `---`/`+++` header naming the files, with the role and line count after a tab;
    /// identical pairs print nothing.
    func unified() -> [String] {
        var out: [String] = []
        for (old, new) in pairs {
            func label(_ file: File?) -> String {
                guard let file else { return "/dev/null" }
                return "\(file.path)\t(\(file.roleText), \(file.lines.count) lines)"
            }
            out += DiffText.unified(
                LineDiff(old: old?.lines ?? [], new: new?.lines ?? []),
                oldLabel: label(old), newLabel: label(new))
        }
        guard !out.isEmpty else { return [] }
        let heading = folder.isEmpty ? "Composition" : folder
        return ["# \(heading), \(left.name) → \(right.name). \(rule)"] + out
    }

    private func rule(_ width: Int) -> String {
        String(repeating: "─", count: width)
    }

    /// Pairs files slot by slot (files with unknown roles form a slot of their own): the same
    /// name, then the same stem (`ShopListViewController` and `ShopListViewModel` share
    /// `ShopList`), then the one file left on each side. Files left over in every slot then
    /// pair by name across slots; the rest stand alone. Sorted by slot, then name.
    static func pairs(_ left: [File], _ right: [File]) -> [(left: File?, right: File?)] {
        var pairs: [(left: File?, right: File?)] = []
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
        pairs += rightOver.map { (nil, $0) }
        func order(_ pair: (left: File?, right: File?)) -> (Int, String) {
            let file = pair.left ?? pair.right
            let name = file?.name ?? ""
            return (
                file?.slot?.rawValue ?? Slot.allCases.count,
                name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
            )
        }
        return pairs.sorted { order($0) < order($1) }
    }

    /// A file's name without `.swift` and without the role its type's name ends with, keeping a
    /// `+Extension`: `ShopListViewController+TableView.swift` → `ShopList+TableView`.
    static func stem(_ name: String) -> String {
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
    static func lines(_ path: String) -> [String] {
        let contents = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

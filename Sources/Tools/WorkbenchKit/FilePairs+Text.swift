import PatternCatalog
import WorkbenchCore

/// A screen folder's file pairs as text for `workbench diff`: side by side, or as a unified
/// diff, each headed by the pairing rule.
extension FilePairs {
    /// The pairing rule in one sentence, naming what holds the presentation logic on each side
    /// of this folder.
    var rule: String {
        let lines =
            "Files paired by where their lines went: each beside the file of the other pattern "
            + "that took most of its lines (the same statement with names aside, or most of its "
            + "words). Files that share no line pair "
        guard byRole else {
            return lines + "by name: their roles are not known (see the note on standard error)."
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
        return lines + "by role: \(holders)views with views, cells with cells, the assembly with "
            + "the assembly; then by file name."
    }

    /// A file's header: its name, roles and line count, and where its lines went (`went`) or
    /// came from, when that is not just the file beside it (`counterpart`).
    func label(_ file: File?, beside counterpart: File?, went: Bool) -> String {
        guard let file else { return "(no counterpart)" }
        var text = "\(file.name): \(file.roleText), \(file.lines.count) lines"
        if let shares = spread[file.path],
            shares.count > 1 || shares.first?.name != counterpart?.name
        {
            let list = shares.map { "\($0.name) (\($0.lines))" }
            text +=
                "; its lines \(went ? "went to" : "came from") "
                + (list.count == 1
                    ? list[0]
                    : list.dropLast().joined(separator: ", ") + " and " + list[list.count - 1])
        }
        return text
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
            let diff = LineDiff(old: old?.lines ?? [], new: new?.lines ?? [])
            out.append("")
            out += DiffText.sideBySide(
                label(old, beside: new, went: true), label(new, beside: old, went: false),
                width: width)
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
}

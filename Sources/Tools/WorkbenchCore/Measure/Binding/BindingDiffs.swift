import PatternCatalog

/// What differs between MVP's files and each MVVM style's, file paired with file as
/// `workbench diff` pairs them, and how much of it is binding code (`BindingLine`): the figure
/// of the claim "MVP and MVVM differ only in how they bind".
@MainActor
package enum BindingDiffs {
    package static func measure(graph: TypeGraph, root: String) -> PerPattern<BindingDiff> {
        let roles = FileRoles.byFile(graph: graph)
        return PerPattern(PatternDescriptor.family(.mvvm)) { style in
            let folders = [""] + FilePairs.screens(of: .mvp, root: root)
            var total = BindingDiff(differing: 0, binding: 0)
            for folder in folders {
                let files = FilePairs(.mvp, style, folder: folder, root: root, roles: roles)
                for (left, right) in files.pairs {
                    let diff = LineDiff(old: left?.lines ?? [], new: right?.lines ?? [])
                    let (old, new) = changedLines(diff)
                    total.differing += old.count + new.count
                    total.binding +=
                        BindingLine.binding(old, in: left?.lines ?? [])
                        + BindingLine.binding(new, in: right?.lines ?? [])
                }
            }
            return total
        }
    }

    /// The lines only one side has, each side's apart, blank and comment-only lines left out.
    static func changedLines(_ diff: LineDiff) -> (old: [String], new: [String]) {
        func isCode(_ line: String) -> Bool {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
        var old: [String] = []
        var new: [String] = []
        for edit in diff.edits {
            switch edit {
            case .common: break
            case .removed(let index): old.append(diff.old[index])
            case .inserted(let index): new.append(diff.new[index])
            }
        }
        return (old.filter(isCode), new.filter(isCode))
    }
}

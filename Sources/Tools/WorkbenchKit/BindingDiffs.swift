import Claims
import Coupling
import PatternCatalog
import TextDiff

/// What differs between MVP's files and each MVVM style's, file paired with file by role as
/// `workbench diff` pairs them, and how much of it is binding code (`BindingLine`): the figure
/// of the claim "MVP and MVVM differ only in how they bind".
@MainActor
enum BindingDiffs {
    static func measure(graph: TypeGraph, root: String) -> PerPattern<BindingDiff> {
        let roles = DiffCommand.fileRoles(graph: graph)
        return PerPattern(PatternDescriptor.family(.mvvm)) { style in
            let folders = [""] + FilePairs.screens(of: .mvp, root: root)
            var total = BindingDiff(differing: 0, binding: 0)
            for folder in folders {
                let files = FilePairs(.mvp, style, folder: folder, root: root, roles: roles)
                for (left, right) in files.pairs {
                    let diff = LineDiff(old: left?.lines ?? [], new: right?.lines ?? [])
                    let changed = changedLines(diff)
                    total.differing += changed.count
                    total.binding += changed.filter(BindingLine.isBinding).count
                }
            }
            return total
        }
    }

    /// The lines only one side has, blank and comment-only lines left out.
    static func changedLines(_ diff: LineDiff) -> [String] {
        diff.edits.compactMap { edit -> String? in
            switch edit {
            case .common: nil
            case .removed(let old): diff.old[old]
            case .inserted(let new): diff.new[new]
            }
        }
        .filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
    }
}

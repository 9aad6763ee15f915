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
            var sides: (old: [Line], new: [Line]) = ([], [])
            for folder in folders {
                let files = FilePairs(.mvp, style, folder: folder, root: root, roles: roles)
                for (left, right) in files.pairs {
                    let diff = LineDiff(old: left?.lines ?? [], new: right?.lines ?? [])
                    let (old, new) = changedLines(diff)
                    sides.old += lines(old, in: left?.lines ?? [])
                    sides.new += lines(new, in: right?.lines ?? [])
                }
            }
            return tally(old: sides.old, new: sides.new)
        }
    }

    /// A differing line: its text trimmed, whether it binds, and whether it binds otherwise
    /// than by a push or a pull.
    struct Line {
        var text: String
        var binds: Bool
        var otherwise: Bool
    }

    static func lines(_ lines: [String], in file: [String]) -> [Line] {
        zip(lines, BindingLine.kinds(lines, in: file)).map {
            Line(
                text: $0.trimmingCharacters(in: .whitespaces), binds: $1.binds,
                otherwise: $1.otherwise)
        }
    }

    /// The differing lines of both sides tallied: a line whose very text the other side also
    /// has among its differing lines is a moved line, pair by pair.
    static func tally(old: [Line], new: [Line]) -> BindingDiff {
        var diff = BindingDiff(differing: old.count + new.count, binding: 0)
        for line in old + new {
            diff.binding += line.binds ? 1 : 0
            diff.bindingOtherwise += line.otherwise ? 1 : 0
        }
        var unmatched = Dictionary(grouping: new, by: \.text)
        for line in old {
            guard var same = unmatched[line.text], let partner = same.popLast() else { continue }
            unmatched[line.text] = same
            diff.moved += 2
            diff.movedBinding += (line.binds ? 1 : 0) + (partner.binds ? 1 : 0)
            diff.movedBindingOtherwise += (line.otherwise ? 1 : 0) + (partner.otherwise ? 1 : 0)
        }
        return diff
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

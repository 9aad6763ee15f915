import Foundation
import PatternCatalog

/// `workbench changes --refresh` (and `faults --refresh`): a request's (a fault's) patches
/// written again on the current code. A patch
/// whose lines an edit has touched since its base commit applies by merging (`PatchBase`); once
/// refreshed, it applies where its lines stand now, and the folder's `base` names the current
/// commit. A patch that conflicts with an edit cannot be refreshed: it is written again by hand.
package enum PatchRefresh {
    /// The patch files of `request` that apply to `package`'s files only by merging, written
    /// again as they apply now, by file name (`mvp.patch`); empty when every patch applies as it
    /// stands. Throws, naming the patch, the file and the hunk, when one conflicts.
    package static func refreshed(_ request: ChangeRequest, package: PackageFiles)
        throws(ChangeRequestError) -> [String: String]
    {
        try refreshed(request.patches, base: request.base, owner: request.name, package: package)
    }

    /// `patches` (by file name) that apply to `package`'s files only by merging against `base`,
    /// written again as they apply now; `owner` names them in errors.
    package static func refreshed(
        _ patches: [String: UnifiedDiff], base: PatchBase?, owner: String, package: PackageFiles
    ) throws(ChangeRequestError) -> [String: String] {
        var refreshed: [String: String] = [:]
        for (name, patch) in patches.sorted(by: { $0.key < $1.key }) {
            let place = "\(owner)/\(name)"
            var merged = false
            var files: [UnifiedDiff.FilePatch] = []
            for file in patch.files {
                let old = package.text(file.path)
                if (try? file.applyAsItStands(to: old, patch: place)) != nil {
                    files.append(file)
                    continue
                }
                merged = true
                let new = try file.apply(to: old, patch: place, base: base)
                files.append(UnifiedDiff.FilePatch(path: file.path, old: old ?? "", new: new ?? ""))
            }
            if merged { refreshed[name] = UnifiedDiff(files: files).text }
        }
        return refreshed
    }

    /// Writes the patches of the request `name` under `root` that apply only by merging again as
    /// they apply now, and the current commit in its `base`; returns the patch files written
    /// (none when every patch applies as it stands).
    package static func refresh(_ name: String, root: String, patterns: [PatternDescriptor])
        throws -> [String]
    {
        let request = try ChangeRequest(name: name, root: root, patterns: patterns)
        return try write(
            try refreshed(request, package: .disk(root)), into: request.folder, owner: name,
            changing: request.changedPaths, root: root)
    }

    /// The same for the fault `name`: its patches are named by pattern (`mvp`), in `mvp.patch`.
    package static func refreshFault(_ name: String, root: String) throws -> [String] {
        let fault = try Fault(name: name, root: root)
        let patches = Dictionary(
            uniqueKeysWithValues: fault.patches.map { ($0.key + ".patch", $0.value) })
        return try write(
            try refreshed(patches, base: fault.base, owner: name, package: .disk(root)),
            into: "\(root)/\(Fault.folder)/\(name)", owner: name,
            changing: Array(Set(fault.patches.values.flatMap(\.paths))), root: root)
    }

    /// Writes `refreshed` into `folder` and the current commit into its `base`. The files the
    /// patches change must be as the current commit has them, so that `base` names the code
    /// the patches were written on.
    static func write(
        _ refreshed: [String: String], into folder: String, owner: String, changing: [String],
        root: String
    ) throws -> [String] {
        guard !refreshed.isEmpty else { return [] }
        let edited = try WorkingTree.git(["status", "--porcelain", "--"] + changing, in: root)
        guard edited.status == 0, edited.output.isEmpty else {
            throw ChangeRequestError(
                "\(owner): the files its patches change have edits not yet committed "
                    + "(commit them first, so that `base` names the code the patches are written on)"
            )
        }
        let head = try WorkingTree.git(["rev-parse", "HEAD"], in: root)
        guard head.status == 0 else {
            throw ChangeRequestError(
                "\(owner): git cannot name the current commit (not a checkout?)")
        }
        for (file, text) in refreshed {
            try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        try head.output.write(
            toFile: folder + "/" + PatchBase.file, atomically: true, encoding: .utf8)
        return refreshed.keys.sorted()
    }
}

extension UnifiedDiff {
    /// The patch as `git diff` writes it: a `diff --git` header per file, `---`/`+++` lines and
    /// hunks with 3 lines of context; what `init(parsing:name:)` reads back.
    package var text: String {
        files.map(\.text).joined()
    }
}

extension UnifiedDiff.FilePatch {
    /// The change from `old` to `new` of the file at `path`, in hunks with 3 lines of context.
    init(path: String, old: String, new: String) {
        let (before, after) = (TextLines(old), TextLines(new))
        let diff = LineDiff(old: before.lines, new: after.lines)
        let hunks = diff.hunks(context: 3).map { hunk in
            UnifiedDiff.Hunk(
                oldStart: hunk.oldStart, newStart: hunk.newStart,
                lines: hunk.lines.map { line -> UnifiedDiff.Line in
                    let text = String(line.dropFirst())
                    switch line.first {
                    case "-": return .removed(text)
                    case "+": return .added(text)
                    default: return .context(text)
                    }
                },
                oldEndsWithoutNewline: !before.endsWithNewline
                    && hunk.oldStart + hunk.oldCount - 1 == before.lines.count,
                newEndsWithoutNewline: !after.endsWithNewline
                    && hunk.newStart + hunk.newCount - 1 == after.lines.count)
        }
        self.init(oldPath: path, newPath: path, hunks: hunks)
    }

    /// This file's part of a patch, as `git diff` writes it.
    var text: String {
        let old = oldPath.map { "a/" + $0 } ?? "/dev/null"
        let new = newPath.map { "b/" + $0 } ?? "/dev/null"
        var lines = ["diff --git a/\(path) b/\(path)"]
        if oldPath == nil { lines.append("new file mode 100644") }
        if newPath == nil { lines.append("deleted file mode 100644") }
        lines += ["--- " + old, "+++ " + new]
        for hunk in hunks { lines += hunk.textLines }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension UnifiedDiff.Hunk {
    /// The `@@` header and the lines, each with its ` `, `-` or `+`, and a `\ No newline at end
    /// of file` after the last line of a side that has none.
    var textLines: [String] {
        let oldCount = oldLines.count
        let newCount = newLines.count
        func range(_ start: Int, _ count: Int) -> String {
            count == 1 ? "\(start)" : "\(start),\(count)"
        }
        var out = ["@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"]
        let noNewline = "\\ No newline at end of file"
        for (index, line) in lines.enumerated() {
            switch line {
            case .context(let text): out.append(" " + text)
            case .removed(let text): out.append("-" + text)
            case .added(let text): out.append("+" + text)
            }
            let isLastOld = !lines[(index + 1)...].contains { $0.oldText != nil }
            let isLastNew = !lines[(index + 1)...].contains { $0.newText != nil }
            let marksOld = line.oldText != nil && isLastOld && oldEndsWithoutNewline
            let marksNew = line.newText != nil && isLastNew && newEndsWithoutNewline
            if marksOld || marksNew { out.append(noNewline) }
        }
        return out
    }
}

import Foundation

/// A patch in the unified format `git diff` writes, read and applied without `git` or `patch`:
/// so `workbench changes --check` can tell, with nothing but the package's own code, whether a
/// change request still applies to the sources.
///
/// What it reads: `diff --git a/X b/X` headers (optional), `--- a/X` / `+++ b/X` file headers
/// (`/dev/null` for a file created or deleted), `@@ -a,b +c,d @@` hunks of context (` `),
/// removed (`-`) and added (`+`) lines, and `\ No newline at end of file`. Other header lines
/// (`index …`, `new file mode …`) are skipped. Renames and binary patches are refused.
///
/// How it applies: as `git apply` does without fuzz, each hunk's context and removed lines must
/// match the file exactly, at the line the hunk names or, when lines were added or removed above
/// it since the patch was made, at the nearest place where they all match.
package struct UnifiedDiff: Sendable, Equatable {
    /// One file's part of the patch.
    package struct FilePatch: Sendable, Equatable {
        /// The file's path before the patch (relative, without `a/`); nil for a file it creates.
        package var oldPath: String?
        /// The file's path after the patch (relative, without `b/`); nil for a file it deletes.
        package var newPath: String?
        package var hunks: [Hunk]

        /// The path the patch is about.
        package var path: String { newPath ?? oldPath ?? "" }

        /// `+` lines.
        package var added: Int { hunks.reduce(0) { $0 + $1.lines.filter(\.isAdded).count } }
        /// `-` lines.
        package var removed: Int { hunks.reduce(0) { $0 + $1.lines.filter(\.isRemoved).count } }
    }

    /// A run of lines around one change.
    package struct Hunk: Sendable, Equatable {
        /// The hunk's first line in the old file, counting from 1 (0 for an empty old side).
        package var oldStart: Int
        /// The hunk's first line in the new file, counting from 1 (0 for an empty new side).
        package var newStart: Int
        package var lines: [Line]
        /// Whether the old side's last line has no newline (`\ No newline at end of file`).
        package var oldEndsWithoutNewline = false
        /// Whether the new side's last line has no newline.
        package var newEndsWithoutNewline = false

        /// The old side: context and removed lines, in order.
        package var oldLines: [String] { lines.compactMap(\.oldText) }
        /// The new side: context and added lines, in order.
        package var newLines: [String] { lines.compactMap(\.newText) }
    }

    /// One line of a hunk.
    package enum Line: Sendable, Equatable {
        case context(String)
        case removed(String)
        case added(String)

        var isAdded: Bool { if case .added = self { true } else { false } }
        var isRemoved: Bool { if case .removed = self { true } else { false } }

        var oldText: String? {
            switch self {
            case .context(let text), .removed(let text): text
            case .added: nil
            }
        }

        var newText: String? {
            switch self {
            case .context(let text), .added(let text): text
            case .removed: nil
            }
        }
    }

    package var files: [FilePatch]

    /// A patch of these files.
    package init(files: [FilePatch]) {
        self.files = files
    }

    /// A patch that changes nothing.
    package static let empty = UnifiedDiff(files: [])

    /// Reads `text`; `name` only names the patch in errors. An empty text is an empty patch.
    package init(parsing text: String, name: String) throws(ChangeRequestError) {
        var reader = PatchReader(text: text, name: name)
        var files: [FilePatch] = []
        while let line = reader.current {
            if line.hasPrefix("--- ") {
                files.append(try reader.fileHeader())
            } else if line.hasPrefix("@@") {
                guard !files.isEmpty else { throw reader.fail("a hunk before any file header") }
                files[files.count - 1].hunks.append(try reader.hunk())
            } else if line.hasPrefix("GIT binary patch") || line.hasPrefix("Binary files") {
                throw reader.fail("binary patches are not supported")
            } else if line.hasPrefix("rename from") || line.hasPrefix("copy from") {
                throw reader.fail("renames and copies are not supported")
            } else {
                reader.index += 1  // `diff --git`, `index`, `new file mode` and other headers
            }
        }
        self.files = files
    }

    /// Reads a patch's lines one by one, naming the line in its errors.
    private struct PatchReader {
        let lines: [String]
        let name: String
        var index = 0

        init(text: String, name: String) {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            self.name = name
        }

        /// The line being read; nil at the end.
        var current: String? { index < lines.count ? lines[index] : nil }

        /// An error naming the patch and the line being read.
        func fail(_ problem: String) -> ChangeRequestError {
            ChangeRequestError("\(name): line \(index + 1): \(problem)")
        }

        /// A `---` line and its `+++` line: a file the patch changes.
        mutating func fileHeader() throws(ChangeRequestError) -> FilePatch {
            guard index + 1 < lines.count, lines[index + 1].hasPrefix("+++ ") else {
                throw fail("a '---' file header without its '+++' line")
            }
            let old = UnifiedDiff.path(in: lines[index], prefix: "a/")
            let new = UnifiedDiff.path(in: lines[index + 1], prefix: "b/")
            if old == nil, new == nil { throw fail("both sides are /dev/null") }
            if let old, let new, old != new {
                throw fail("renames are not supported ('\(old)' to '\(new)')")
            }
            index += 2
            return FilePatch(oldPath: old, newPath: new, hunks: [])
        }

        /// A `@@` header and the lines it counts (and any `\ No newline` after them).
        mutating func hunk() throws(ChangeRequestError) -> Hunk {
            guard
                let (oldStart, oldCount, newStart, newCount) = UnifiedDiff.hunkHeader(lines[index])
            else { throw fail("not a hunk header like '@@ -12,7 +12,8 @@'") }
            var hunk = Hunk(oldStart: oldStart, newStart: newStart, lines: [])
            var left = (old: oldCount, new: newCount)
            index += 1
            while left.old > 0 || left.new > 0 || current?.hasPrefix("\\") == true {
                guard let body = current else {
                    throw fail("the hunk ends early (the file is cut short)")
                }
                try read(body, into: &hunk, left: &left)
                index += 1
            }
            return hunk
        }

        /// One line of a hunk's body, counted against the lines the header says are `left`.
        func read(_ body: String, into hunk: inout Hunk, left: inout (old: Int, new: Int))
            throws(ChangeRequestError)
        {
            let text = String(body.dropFirst())
            switch body.first {
            case " ", nil:
                guard left.old > 0, left.new > 0 else { throw fail("too many hunk lines") }
                hunk.lines.append(.context(text))
                left = (left.old - 1, left.new - 1)
            case "-":
                guard left.old > 0 else { throw fail("too many removed lines") }
                hunk.lines.append(.removed(text))
                left.old -= 1
            case "+":
                guard left.new > 0 else { throw fail("too many added lines") }
                hunk.lines.append(.added(text))
                left.new -= 1
            case "\\":
                switch hunk.lines.last {
                case .context:
                    (hunk.oldEndsWithoutNewline, hunk.newEndsWithoutNewline) = (true, true)
                case .removed: hunk.oldEndsWithoutNewline = true
                case .added: hunk.newEndsWithoutNewline = true
                case nil: throw fail("'\\ No newline' before any line")
                }
            default:
                throw fail("a hunk line must start with ' ', '-', '+' or '\\'")
            }
        }
    }

    /// The path a `---`/`+++` line names, without the `a/` or `b/` git puts before it; nil for
    /// `/dev/null`.
    fileprivate static func path(in line: String, prefix: String) -> String? {
        var path = String(line.dropFirst(4))
        if let tab = path.firstIndex(of: "\t") { path = String(path[..<tab]) }
        if path == "/dev/null" { return nil }
        if path.hasPrefix(prefix) { path.removeFirst(prefix.count) }
        return path
    }

    /// `@@ -12,7 +12,8 @@ …` as (12, 7, 12, 8); a missing count is 1.
    fileprivate static func hunkHeader(_ line: String) -> (Int, Int, Int, Int)? {
        let words = line.split(separator: " ")
        guard words.count >= 4, words[0] == "@@", words[3] == "@@", words[1].hasPrefix("-"),
            words[2].hasPrefix("+")
        else { return nil }
        func range(_ word: Substring) -> (Int, Int)? {
            let parts = word.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let start = Int(parts[0]), start >= 0 else { return nil }
            guard parts.count > 1 else { return (start, 1) }
            guard parts.count == 2, let count = Int(parts[1]), count >= 0 else { return nil }
            return (start, count)
        }
        guard let old = range(words[1]), let new = range(words[2]) else { return nil }
        return (old.0, old.1, new.0, new.1)
    }

    /// Lines added and removed over every file.
    package var added: Int { files.reduce(0) { $0 + $1.added } }
    package var removed: Int { files.reduce(0) { $0 + $1.removed } }

    /// The paths the patch touches, sorted.
    package var paths: [String] { files.map(\.path).sorted() }
}

/// A file's text as lines, remembering whether it ends with a newline: what a patch edits.
package struct TextLines: Sendable, Equatable {
    package var lines: [String]
    package var endsWithNewline: Bool

    /// `text` split into lines.
    package init(_ text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        endsWithNewline = text.isEmpty || text.hasSuffix("\n")
        if text.hasSuffix("\n") || text.isEmpty { lines.removeLast() }
        self.lines = lines
    }

    /// The text again.
    package var text: String {
        lines.isEmpty ? "" : lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }
}

extension UnifiedDiff.FilePatch {
    /// The file after the patch, from `old` (nil when the file does not exist); nil when the
    /// patch deletes it. `patch` names the patch in errors. When a hunk's lines are no longer in
    /// `old` and `base` gives the files as the patch was written on, the patch is applied there
    /// and merged with the edits made since (`PatchBase`); a hunk that conflicts with one of
    /// them is named, with how to refresh the patch.
    package func apply(to old: String?, patch: String, base: PatchBase? = nil)
        throws(ChangeRequestError) -> String?
    {
        do {
            return try applyAsItStands(to: old, patch: patch)
        } catch {
            guard let base, let old, let oldPath, newPath != nil,
                let then = base.text(oldPath),
                let theirs = try? applyAsItStands(to: then, patch: patch)
            else { throw error }
            guard let merged = PatchBase.merge(ours: old, base: then, theirs: theirs) else {
                throw ChangeRequestError(
                    error.description.replacingOccurrences(
                        of: "its lines are not in the file",
                        with: "it conflicts with an edit made since \(base.commit.prefix(8)), "
                            + "the commit it was written on")
                        + "; write the patch again on the current code (`git diff` of the "
                        + "change made by hand), and name the commit in its folder's `base` file")
            }
            return merged
        }
    }

    /// The file after the patch, its hunks placed where their lines stand in `old`.
    func applyAsItStands(to old: String?, patch: String) throws(ChangeRequestError) -> String? {
        let place = "\(patch): \(path)"
        switch (oldPath, old) {
        case (nil, .some):
            throw ChangeRequestError("\(place): the patch creates the file, but it exists already")
        case (.some, nil):
            throw ChangeRequestError("\(place): the file does not exist")
        default:
            break
        }
        var text = TextLines(old ?? "")
        let placed = placements(in: text.lines)
        var offset = 0  // lines added minus lines removed by the hunks before
        for (number, hunk) in hunks.enumerated() {
            let oldLines = hunk.oldLines
            guard number < placed.count else {
                throw ChangeRequestError(
                    "\(place): hunk \(number + 1) (@@ -\(hunk.oldStart) @@) no longer applies: "
                        + "its lines are not in the file")
            }
            let at = placed[number] + offset
            let newLines = hunk.newLines
            text.lines.replaceSubrange(at..<(at + oldLines.count), with: newLines)
            if at + newLines.count == text.lines.count {
                if hunk.newEndsWithoutNewline {
                    text.endsWithNewline = false
                } else if !newLines.isEmpty || hunk.oldEndsWithoutNewline {
                    text.endsWithNewline = true
                }
            }
            offset += newLines.count - oldLines.count
        }
        if newPath == nil {
            guard text.lines.isEmpty else {
                throw ChangeRequestError("\(place): the patch deletes the file, but lines remain")
            }
            return nil
        }
        return text.text
    }

    /// Where each hunk applies in `old` (the file's lines before the patch), as 0-based indices
    /// of `old`: where its old lines stand, at the line its header names if they are there, else
    /// where they are nearest to it, searched from the end of the hunk before. The list stops
    /// before the first hunk whose lines are not in `old`.
    func placements(in old: [String]) -> [Int] {
        var result: [Int] = []
        var floor = 0  // a hunk applies after the one before it
        for hunk in hunks {
            let oldLines = hunk.oldLines
            // `-12,7` starts at line 12; `-12,0` (nothing old) inserts after line 12.
            let expected = max(0, oldLines.isEmpty ? hunk.oldStart : hunk.oldStart - 1)
            guard let at = Self.place(of: oldLines, in: old, near: expected, from: floor) else {
                break
            }
            result.append(at)
            floor = at + oldLines.count
        }
        return result
    }

    /// The patch with each hunk's header naming the lines where applying it puts it in `old`
    /// (the file's text before the patch; nil when it does not exist), which can be lines away
    /// from where the header as written says. When a hunk applies only by a merge with `base`
    /// (`apply(to:patch:base:)`), the hunks are those of a diff of the file's text before and
    /// after instead (whose alignment of repeated lines, a `}` or a blank line, may differ from
    /// the patch's, and which leaves out what an edit made since the base already holds, so it
    /// may count fewer lines than the patch); when it does not apply at all, the patch as
    /// written.
    package func placed(in old: String?, patch: String, base: PatchBase?) -> Self {
        let oldLines = TextLines(old ?? "").lines
        let placed = placements(in: oldLines)
        guard placed.count == hunks.count else {
            guard let new = try? apply(to: old, patch: patch, base: base) else { return self }
            let diff = LineDiff(old: oldLines, new: TextLines(new).lines)
            var result = self
            result.hunks = diff.hunks(context: 0).map(UnifiedDiff.Hunk.init)
            return result
        }
        var result = self
        var offset = 0
        for (index, at) in placed.enumerated() {
            let hunk = hunks[index]
            // 1-based; an empty side names the line before it.
            result.hunks[index].oldStart = hunk.oldLines.isEmpty ? at : at + 1
            result.hunks[index].newStart = hunk.newLines.isEmpty ? at + offset : at + offset + 1
            offset += hunk.newLines.count - hunk.oldLines.count
        }
        return result
    }

    /// Where `wanted` stands in `lines` at or after `floor`: at `expected` if it matches there,
    /// else at the nearest index where it does.
    package static func place(
        of wanted: [String], in lines: [String], near expected: Int, from floor: Int
    )
        -> Int?
    {
        let last = lines.count - wanted.count
        guard last >= floor else { return nil }
        func matches(_ at: Int) -> Bool {
            at >= floor && at <= last && lines[at..<(at + wanted.count)].elementsEqual(wanted)
        }
        let start = min(max(expected, floor), last)
        for distance in 0...max(start - floor, last - start) {
            if matches(start - distance) { return start - distance }
            if matches(start + distance) { return start + distance }
        }
        return nil
    }
}

extension UnifiedDiff.Hunk {
    /// A hunk of a diff of two texts.
    init(_ hunk: LineDiff.Hunk) {
        self.init(
            oldStart: hunk.oldStart, newStart: hunk.newStart,
            lines: hunk.lines.map { line in
                let text = String(line.dropFirst())
                switch line.first {
                case "-": return .removed(text)
                case "+": return .added(text)
                default: return .context(text)
                }
            })
    }
}

extension UnifiedDiff {
    /// The patch with each file's hunks numbered where applying it puts them in the files as
    /// `package` has them (`FilePatch.placed(in:patch:base:)`).
    package func placed(in package: PackageFiles, patch: String, base: PatchBase?) -> Self {
        var result = self
        result.files = files.map { file in
            file.placed(in: file.oldPath.flatMap(package.text), patch: patch, base: base)
        }
        return result
    }

    /// The patch's files and lines, as `results.json` records them.
    package var size: PatchSize {
        PatchSize(
            files: files.map { FileLines(path: $0.path, added: $0.added, removed: $0.removed) })
    }
}

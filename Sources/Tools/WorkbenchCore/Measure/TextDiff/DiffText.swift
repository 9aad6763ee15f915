import TextUI

/// A `LineDiff` as text for people: side by side as `diff -y` prints it (but with long lines
/// wrapped, never cut), or unified as `diff -u` does.
package enum DiffText {
    /// The gutter between the two columns: a space, the mark, a space.
    package static let gutter = 3

    /// The width of each column in a side-by-side view `width` columns wide.
    package static func column(width: Int) -> Int {
        max(1, (width - gutter) / 2)
    }

    /// What starts every piece of a wrapped line after the first, so that a reader can tell a
    /// long line that goes on from a line of its own.
    package static let continuation = "↳"

    /// One row per pair, or more where a line is longer than its column: the old line padded to
    /// its column, the mark, the new line. Long lines wrap (see `wrapped`), never cut. Tabs
    /// become spaces to the next multiple of 8 and control characters `\u{FFFD}`, so that the
    /// columns stay aligned.
    package static func sideBySide(_ diff: LineDiff, width: Int) -> [String] {
        diff.pairs.flatMap { pair in
            rows(
                pair.old.map { diff.old[$0] } ?? "", pair.new.map { diff.new[$0] } ?? "",
                mark: pair.mark.rawValue, width: width)
        }
    }

    /// Two columns of text, as a header: each label wrapped to its column.
    package static func sideBySide(_ old: String, _ new: String, width: Int) -> [String] {
        rows(old, new, mark: " ", width: width)
    }

    /// `old` and `new` side by side, each wrapped to its column, `mark` in the gutter of every
    /// row they take.
    package static func rows(_ old: String, _ new: String, mark: Character, width: Int) -> [String]
    {
        let column = column(width: width)
        let left = wrapped(expandingTabs(old), to: column)
        let right = wrapped(expandingTabs(new), to: column)
        return (0..<max(left.count, right.count)).map { index in
            let old = index < left.count ? left[index] : ""
            let new = index < right.count ? right[index] : ""
            return trimmingTrailingSpaces(
                DisplayWidth.padded(old, to: column) + " \(mark) " + new)
        }
    }

    /// The line in pieces of at most `width` columns, the text sanitised; every piece after
    /// the first starts with `continuation`. A piece ends before a space when one falls in its
    /// second half (the space starts the next piece, so the pieces joined give the line back),
    /// else where the column ends. An empty line is one empty piece.
    package static func wrapped(_ line: String, to width: Int) -> [String] {
        let width = max(2, width)
        var pieces: [String] = []
        var rest = Substring(DisplayWidth.sanitized(line))
        repeat {
            let lead = pieces.isEmpty ? "" : continuation
            let room = width - DisplayWidth.of(lead)
            var used = 0
            var end = rest.startIndex
            var lastSpace: (index: String.Index, columns: Int)?
            while end < rest.endIndex {
                let columns = DisplayWidth.of(rest[end])
                if rest[end] == " " { lastSpace = (end, used) }
                if used + columns > room { break }
                used += columns
                end = rest.index(after: end)
            }
            if end < rest.endIndex, let space = lastSpace, space.columns * 2 > room {
                end = space.index
            }
            if end == rest.startIndex, end < rest.endIndex { end = rest.index(after: end) }
            pieces.append(lead + rest[..<end])
            rest = rest[end...]
        } while !rest.isEmpty
        return pieces
    }

    /// Prose in lines of at most `width` columns, broken between words (a word longer than a
    /// line stands on a line of its own).
    package static func paragraph(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, DisplayWidth.of(line) + 1 + DisplayWidth.of(String(word)) > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + (line.isEmpty ? [] : [line])
    }

    /// How many rows of each kind, e.g. `3 changed · 1 only in MVP · 2 only in MVVM`.
    package static func summary(_ diff: LineDiff, oldName: String, newName: String) -> String {
        if diff.isIdentical { return "identical" }
        var counts: [LineDiff.Mark: Int] = [:]
        for pair in diff.pairs { counts[pair.mark, default: 0] += 1 }
        var parts: [String] = []
        if let changed = counts[.changed] { parts.append("\(changed) changed") }
        if let removed = counts[.removed] { parts.append("\(removed) only in \(oldName)") }
        if let inserted = counts[.inserted] { parts.append("\(inserted) only in \(newName)") }
        return parts.joined(separator: " · ")
    }

    /// A unified diff with `---`/`+++` headers and `@@` hunks; nothing when the texts are the
    /// same. The labels name the files (`/dev/null` for none); the lines are the files' own,
    /// unchanged, so that the text applies as a patch.
    package static func unified(
        _ diff: LineDiff, oldLabel: String, newLabel: String, context: Int = 3
    ) -> [String] {
        let hunks = diff.hunks(context: context)
        guard !hunks.isEmpty else { return [] }
        var lines = ["--- " + oldLabel, "+++ " + newLabel]
        for hunk in hunks {
            lines.append(
                "@@ -\(range(hunk.oldStart, hunk.oldCount)) +\(range(hunk.newStart, hunk.newCount)) @@"
            )
            lines += hunk.lines
        }
        return lines
    }

    /// A hunk's range as `diff -u` writes it: `start,count`, or just `start` for one line.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    package static func expandingTabs(_ line: String) -> String {
        guard line.contains("\t") else { return line }
        var result = ""
        for character in line {
            if character == "\t" {
                result += String(repeating: " ", count: 8 - DisplayWidth.of(result) % 8)
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}

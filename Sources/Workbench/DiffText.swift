import TextUI

/// A `LineDiff` as text for people: side by side as `diff -y` prints it, or unified as
/// `diff -u` does.
enum DiffText {
    /// The gutter between the two columns: a space, the mark, a space.
    static let gutter = 3

    /// The width of each column in a side-by-side view `width` columns wide.
    static func column(width: Int) -> Int {
        max(1, (width - gutter) / 2)
    }

    /// One line per pair: the old line padded to its column, the mark, the new line; lines
    /// that do not fit end in `…`. Tabs become spaces to the next multiple of 8 and control
    /// characters `\u{FFFD}`, so that the columns stay aligned.
    static func sideBySide(_ diff: LineDiff, width: Int) -> [String] {
        let column = column(width: width)
        return diff.pairs.map { pair in
            let old = pair.old.map { expandingTabs(diff.old[$0]) } ?? ""
            let new = pair.new.map { expandingTabs(diff.new[$0]) } ?? ""
            let line =
                DisplayWidth.padded(old, to: column) + " \(pair.mark.rawValue) "
                + DisplayWidth.truncated(new, to: column)
            return trimmingTrailingSpaces(line)
        }
    }

    /// Two columns of text, as a header: each label cut to its column.
    static func sideBySide(_ old: String, _ new: String, width: Int) -> String {
        let column = column(width: width)
        return trimmingTrailingSpaces(
            DisplayWidth.padded(old, to: column) + String(repeating: " ", count: gutter)
                + DisplayWidth.truncated(new, to: column))
    }

    /// How many rows of each kind, e.g. `3 changed · 1 only in MVP · 2 only in MVVM`.
    static func summary(_ diff: LineDiff, oldName: String, newName: String) -> String {
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
    static func unified(
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

    static func expandingTabs(_ line: String) -> String {
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

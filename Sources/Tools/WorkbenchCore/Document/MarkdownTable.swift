/// A Markdown table: the one way the documents draw one. Cells have their pipes escaped and
/// their line breaks folded; a document keeps to eight columns or fewer, so a table reads on
/// GitHub without scrolling (a test checks Comparison.md).
package struct MarkdownTable: Sendable {
    package var header: [String]
    package var rows: [[String]]
    /// The columns whose cells align right (numbers).
    package var rightAligned: Set<Int>

    package init(_ header: [String], rows: [[String]] = [], rightAligned: Set<Int> = []) {
        self.header = header
        self.rows = rows
        self.rightAligned = rightAligned
    }

    /// Adds a row.
    package mutating func append(_ row: [String]) {
        rows.append(row)
    }

    /// A row for a pattern that landed lesson-first (`LessonFirst`): its name, then "not yet
    /// measured" in place of the figures of a result that holds none of it.
    package mutating func appendNotYetMeasured(_ name: String) {
        rows.append([name] + header.dropFirst().map { _ in Self.notYetMeasured })
    }

    /// What a cell says of a pattern the stored result holds no figures of.
    package static let notYetMeasured = "not yet measured"

    /// The most columns a document's table may have.
    package static let widest = 8

    package var markdown: String {
        let rule = header.indices.map { rightAligned.contains($0) ? "---:" : "---" }
        return ([header, rule] + rows).map { cells in
            "| " + cells.map(Self.cell).joined(separator: " | ") + " |"
        }
        .joined(separator: "\n")
    }

    /// A cell's text as a table holds it.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}

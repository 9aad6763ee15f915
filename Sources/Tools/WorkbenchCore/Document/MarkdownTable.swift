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

    /// The table as Markdown: one table when it has `widest` columns or fewer, else its parts
    /// (`parts`), one after another.
    package var markdown: String {
        parts.map(\.whole).joined(separator: "\n\n")
    }

    /// The table cut by its columns so each part has `widest` columns or fewer, the parts as even
    /// as can be, each led by the first column (the rows' names): a table with a column per
    /// pattern grows with the patterns, and a projected page cannot scroll sideways.
    package var parts: [MarkdownTable] {
        let figures = header.count - 1
        guard header.count > Self.widest, figures > 0 else { return [self] }
        let count = (figures + Self.widest - 2) / (Self.widest - 1)
        let size = (figures + count - 1) / count
        return stride(from: 1, to: header.count, by: size).map { start in
            let columns = [0] + Array(start..<min(start + size, header.count))
            return MarkdownTable(
                columns.map { header[$0] },
                rows: rows.map { row in columns.map { $0 < row.count ? row[$0] : "" } },
                rightAligned: Set(columns.indices.filter { rightAligned.contains(columns[$0]) }))
        }
    }

    /// The table as one, however wide.
    private var whole: String {
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

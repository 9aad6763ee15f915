import Foundation
import PatternCatalog

/// "Where the code went": each pattern's code lines on each screen, set against MVC's, by where
/// they came from (`CodeMoves`), as a table and as a chart (an SVG that `workbench compare`
/// writes beside the document, stale-checked with it).
package enum CodeMovesSection {
    /// Where the chart is written, relative to the package root.
    package static let chartPath = "docs/where-the-code-went.svg"

    /// The kinds of line, in the order the table and the chart give them, each with its colour:
    /// Paul Tol's muted scheme, which no pattern's colour in the other charts is near
    /// (`BarChart.colour`).
    static let kinds: [(kind: CodeMoves.Kind, colour: String)] = [
        (.moved, "#332288"), (.changed, "#88CCEE"), (.binding, "#DDCC77"),
        (.protocolDeclaration, "#882255"), (.forwarding, "#44AA99"), (.state, "#999933"),
        (.other, "#DDDDDD"),
    ]

    /// The screens measured, sorted.
    static func screens(_ moves: PerPattern<[String: CodeMoves]>) -> [String] {
        Set(moves.allValues.flatMap(\.keys)).sorted()
    }

    /// The front page's picture and its one sentence.
    package static func glance(_ moves: PerPattern<[String: CodeMoves]>) -> String {
        guard !moves.isEmpty else { return "" }
        return """
            ### Where the code went

            Seed 001 says MVVM's code is MVC's, "just moved". Each pattern's lines per screen: \
            moved from MVC's (the same statement, names aside), changed, or added, and what for \
            (table: "Where the code went, line by line").

            ![Where the code went: each pattern's code lines per screen, by kind](\(chartPath))

            """
    }

    /// The table, screen by screen, and what MVC kept that no pattern took.
    package static func markdown(_ moves: PerPattern<[String: CodeMoves]>) -> String {
        guard !moves.isEmpty else { return "" }
        var table = MarkdownTable(["screen · pattern"] + kinds.map(\.kind.name))
        var untaken: [String] = []
        for screen in screens(moves) {
            for (pattern, byScreen) in moves.entries {
                guard let found = byScreen[screen] else { continue }
                table.append(
                    ["\(screen) · \(pattern.name)"] + kinds.map { String(found.count(of: $0.kind)) }
                )
            }
            let left = moves.entries.compactMap { pattern, byScreen in
                byScreen[screen].map { "\(pattern.name) \($0.mvcUnmatched)" }
            }
            untaken.append("- \(screen): " + left.joined(separator: ", "))
        }
        return """
            ## Where the code went, line by line

            Each code line of a pattern's screen folder set against MVC's on the same screen \
            (`CodeMoves`, Sources/Tools/WorkbenchCore/Measure/Coupling/CodeMoves.swift): *moved* \
            when it is the same statement as a line of MVC's, names aside; *changed* when most \
            of its words are an MVC line's; otherwise \
            added, as *binding* (`BindingLine`), a *protocol*'s declaration, *forwarding* a call \
            to another role, the role's *own state* (a stored property), or *other* (imports, \
            type and function declarations, braces). Each MVC line is taken once. Names aside is \
            generous: a lone brace or an import the MVC file has too counts as moved, and so does \
            a call renamed in the same shape (`updateApp()` for `updateViews()`). The chart is \
            \(chartPath).

            \(table.markdown)

            MVC's lines that no line of the pattern took, per screen:

            \(untaken.joined(separator: "\n"))

            """
    }

    /// The chart: a bar per screen and pattern, its segments the kinds of line, and MVC's lines
    /// on the screen as a dashed mark.
    package static func svg(_ moves: PerPattern<[String: CodeMoves]>, mvcLines: [String: Int])
        -> String
    {
        let screens = screens(moves)
        let widest = max(
            1,
            (moves.allValues.flatMap { $0.values.map(\.total) } + Array(mvcLines.values)).max()
                ?? 1)
        let chart = Chart(scale: 700.0 / Double(widest))
        let group = Double(moves.patterns.count) * (chart.bar + 6) + 34
        let height = Int(110 + Double(screens.count) * group)
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"960\" height=\"\(height)\" "
                + "viewBox=\"0 0 960 \(height)\" font-family=\"Helvetica, Arial, sans-serif\" "
                + "font-size=\"14\">",
            "<title>Where the code went: each pattern's code lines per screen, by kind</title>",
            "<rect width=\"960\" height=\"\(height)\" fill=\"#ffffff\"/>",
            "<text x=\"10\" y=\"24\" font-weight=\"bold\">Where the code went: each pattern's "
                + "code lines per screen, by where they came from</text>",
        ]
        out += legend(y: 34)
        var y = 86.0
        for screen in screens {
            out += chart.group(screen, moves: moves, mvc: mvcLines[screen] ?? 0, y: &y)
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// The legend at `y`: a swatch per kind of line, MVC's dashed mark, and the unit.
    static func legend(y: Double) -> [String] {
        var out: [String] = []
        var x = 10.0
        for kind in kinds {
            out.append(
                "<rect x=\"\(x)\" y=\"\(y)\" width=\"14\" height=\"14\" fill=\"\(kind.colour)\"/>"
                    + "<text x=\"\(x + 19)\" y=\"\(y + 12)\">\(kind.kind.name)</text>")
            x += 19 + Double(kind.kind.name.count) * 8 + 22
        }
        out.append(
            "<line x1=\"\(x)\" y1=\"\(y + 7)\" x2=\"\(x + 18)\" y2=\"\(y + 7)\" stroke=\"#222\" "
                + "stroke-dasharray=\"4 3\" stroke-width=\"2\"/>"
                + "<text x=\"\(x + 24)\" y=\"\(y + 12)\">MVC's lines</text>")
        out.append(
            "<text x=\"10\" y=\"\(y + 34)\" font-size=\"13\" fill=\"#333\">A bar: code lines "
                + "(neither blank nor only a comment), by kind, set against MVC's on the same "
                + "screen.</text>")
        return out
    }

    /// The chart's geometry: where bars start, how tall they are, and code lines per pixel.
    struct Chart {
        let left = 190.0
        let bar = 20.0
        let scale: Double

        /// One screen: its heading, a bar per pattern, and MVC's mark across them; `y` moves
        /// down past it.
        func group(
            _ screen: String, moves: PerPattern<[String: CodeMoves]>, mvc: Int, y: inout Double
        ) -> [String] {
            var out = [
                "<text x=\"10\" y=\"\(y + 10)\" font-weight=\"bold\">\(screen) "
                    + "(MVC: \(mvc) lines)</text>"
            ]
            y += 18
            let top = y
            for (pattern, byScreen) in moves.entries {
                guard let found = byScreen[screen] else { continue }
                out += bar(pattern.name, screen, found, y: y)
                y += bar + 6
            }
            let mark = rounded(left + Double(mvc) * scale)
            out.append(
                "<line x1=\"\(mark)\" y1=\"\(top - 3)\" x2=\"\(mark)\" y2=\"\(y - 3)\" "
                    + "stroke=\"#222\" stroke-dasharray=\"4 3\" stroke-width=\"2\"/>")
            y += 16
            return out
        }

        /// One pattern's bar on one screen: its name, a segment per kind, its total.
        func bar(_ name: String, _ screen: String, _ found: CodeMoves, y: Double) -> [String] {
            var out = [
                "<text x=\"\(left - 8)\" y=\"\(y + 15)\" text-anchor=\"end\">\(name)</text>"
            ]
            var at = left
            for (kind, colour) in CodeMovesSection.kinds where found.count(of: kind) > 0 {
                let width = Double(found.count(of: kind)) * scale
                out.append(
                    "<rect x=\"\(rounded(at))\" y=\"\(y)\" width=\"\(rounded(width))\" "
                        + "height=\"\(bar)\" fill=\"\(colour)\"><title>\(name), "
                        + "\(screen): \(found.count(of: kind)) \(kind.name)</title></rect>")
                at += width
            }
            out.append("<text x=\"\(rounded(at + 6))\" y=\"\(y + 15)\">\(found.total)</text>")
            return out
        }
    }

    static func rounded(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}

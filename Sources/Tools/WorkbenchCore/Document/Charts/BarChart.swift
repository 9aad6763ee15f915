import PatternCatalog

/// A chart of horizontal bars in groups, written as SVG by hand: a heading per group, a bar
/// per pattern with its figure at its end, and marks across every group (a baseline, a
/// target). Every bar carries a `<title>` with its figure, which a reader's pointer shows and
/// the tests read back.
struct BarChart {
    struct Bar {
        var label: String
        var value: Double
        var text: String
        var colour: String
    }

    struct Group {
        var heading: String
        var bars: [Bar]
    }

    struct Mark {
        var value: Double
        var label: String
    }

    var title: String
    /// What a bar measures, in its unit, and what the marks are: drawn under the title.
    var subtitle: String? = nil
    var groups: [Group]
    var marks: [Mark] = []
    /// The value a bar reaching the end of the plot stands for (100 for percentages); the
    /// largest value or mark when nil.
    var fullScale: Double? = nil

    /// The same colour for a pattern in every chart, and a colour of its own: Tableau's, then
    /// brown, pink and charcoal for MVVM-C, VIPER and TEA (none near "where the code went"'s
    /// kinds of line, `CodeMovesSection.kinds`). A pattern added needs one more.
    static func colour(_ pattern: PatternDescriptor) -> String {
        let palette = [
            "#8c8c8c", "#b07aa1", "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#9c755f", "#ff9da7",
            "#404040",
        ]
        let index = PatternDescriptor.all.firstIndex(of: pattern) ?? 0
        return palette[index % palette.count]
    }

    private let left = 190.0
    private let barHeight = 20.0

    var svg: String {
        let widest =
            fullScale
            ?? max(1, (groups.flatMap { $0.bars.map(\.value) } + marks.map(\.value)).max() ?? 1)
        // Room for the longest figure after its bar, at about 8 pixels a character.
        let longest = groups.flatMap { $0.bars.map(\.text.count) }.max() ?? 0
        let scale = (960 - left - 16 - Double(longest) * 8) / widest
        let rows = groups.reduce(0) { $0 + $1.bars.count }
        let below = subtitle == nil ? 0.0 : 22
        let height = Int(
            60 + below + Double(groups.count) * 34 + Double(rows) * (barHeight + 6))
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"960\" height=\"\(height)\" "
                + "viewBox=\"0 0 960 \(height)\" font-family=\"Helvetica, Arial, sans-serif\" "
                + "font-size=\"14\">",
            "<title>\(Self.escaped(title))</title>",
            "<rect width=\"960\" height=\"\(height)\" fill=\"#ffffff\"/>",
            "<text x=\"10\" y=\"24\" font-weight=\"bold\">\(Self.escaped(title))</text>",
        ]
        if let subtitle {
            out.append(
                "<text x=\"10\" y=\"46\" font-size=\"13\" fill=\"#333\">"
                    + "\(Self.escaped(subtitle))</text>")
        }
        var y = 48.0 + below
        for group in groups {
            out += draw(group, scale: scale, y: &y)
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// One group: its heading, its bars, and the marks across them; `y` moves past it.
    private func draw(_ group: Group, scale: Double, y: inout Double) -> [String] {
        var out = [
            "<text x=\"10\" y=\"\(y + 10)\" font-weight=\"bold\">"
                + "\(Self.escaped(group.heading))</text>"
        ]
        y += 18
        let top = y
        var values: [String] = []
        let markXs = marks.map { left + $0.value * scale }
        for bar in group.bars {
            let width = max(1, bar.value * scale)
            out.append(
                "<text x=\"\(left - 8)\" y=\"\(y + 15)\" text-anchor=\"end\">"
                    + "\(Self.escaped(bar.label))</text>")
            out.append(
                "<rect x=\"\(left)\" y=\"\(y)\" width=\"\(Self.rounded(width))\" "
                    + "height=\"\(barHeight)\" fill=\"\(bar.colour)\"><title>"
                    + "\(Self.escaped("\(bar.label), \(group.heading): \(bar.text)"))</title></rect>"
            )
            // A value whose text a mark's dashed line would cross starts past the line.
            var start = left + width + 6
            let end = start + Double(bar.text.count) * Self.characterWidth
            if let crossed = markXs.filter({ $0 > start - 3 && $0 < end + 3 }).max() {
                start = crossed + 6
            }
            values.append(
                "<text x=\"\(Self.rounded(start))\" y=\"\(y + 15)\">"
                    + "\(Self.escaped(bar.text))</text>")
            y += barHeight + 6
        }
        for mark in marks {
            let x = Self.rounded(left + mark.value * scale)
            out.append(
                "<line x1=\"\(x)\" y1=\"\(top - 3)\" x2=\"\(x)\" y2=\"\(y - 3)\" stroke=\"#222\" "
                    + "stroke-dasharray=\"4 3\" stroke-width=\"2\"/>"
                    + "<text x=\"\(x)\" y=\"\(top - 5)\" text-anchor=\"middle\" font-size=\"11\">"
                    + "\(Self.escaped(mark.label))</text>")
        }
        out += values
        y += 16
        return out
    }

    /// About how wide a character of a 14-point value is, to keep values clear of the marks.
    static let characterWidth = 7.5

    static func rounded(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    /// Text as XML reads it, in an element or an attribute: `&`, `<`, `>` and `"` as entities.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}

import Foundation
import Tracing

/// A sequence diagram of traced commands, drawn as SVG for the site: the same lanes and rows as
/// the terminal's (`TextSequenceDiagram.layout`: a lane per type of the pattern, one for the
/// toolkit and one for the model with the calls inside them folded away), each lane headed
/// with its type and role and coloured by role, an arrow per call with its label above it.
enum TraceDrawing {
    static let lane = 164.0
    static let top = 58.0
    /// About how wide a character of the labels' 12-pixel type is: the smallest a projected
    /// page reads, drawn at its own size (the site never shrinks a trace).
    static let character = 6.8

    /// The SVG of `commands`; its title names `title`.
    static func svg(_ commands: [TracedCommand], title: String) -> String {
        let (lanes, rows) = TextSequenceDiagram.layout(commands)
        let height = top + rows.reduce(8) { $0 + rowHeight($1) }
        let width = max(Double(lanes.count) * lane, widest(rows) + 8)
        var out = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" "
                + "height=\"\(Int(height))\" viewBox=\"0 0 \(Int(width)) \(Int(height))\" "
                + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">",
            "<title>\(SiteStyle.escaped(title))</title>",
        ]
        for (index, named) in lanes.enumerated() {
            out += header(named, x: x(index), bottom: height)
        }
        var y = top
        for row in rows {
            out += draw(row, lanes: lanes.count, y: y)
            y += rowHeight(row)
        }
        out.append("</svg>")
        return out.joined(separator: "\n")
    }

    static func x(_ lane: Int) -> Double { Double(lane) * Self.lane + Self.lane / 2 }

    static func rowHeight(_ row: TextSequenceDiagram.Row) -> Double {
        switch row {
        case .command: 26
        case .call: 30
        case .selfCall, .pass, .note: 18
        }
    }

    /// Where the rightmost label ends.
    static func widest(_ rows: [TextSequenceDiagram.Row]) -> Double {
        rows.map { row -> Double in
            switch row {
            case .call(let from, let to, let text):
                x(min(from, to)) + 4 + Double(text.count) * character
            case .selfCall(let lane, let text): x(lane) + 6 + Double(text.count + 2) * character
            case .command, .pass, .note: 0
            }
        }.max() ?? 0
    }

    /// A lane's heading, coloured by its role, and its line down the page.
    static func header(_ named: TextSequenceDiagram.Lane, x: Double, bottom: Double) -> [String] {
        let role = named.name == "toolkit" || named.name == "model" ? named.name : named.role
        let name = named.name.count > 22 ? String(named.name.prefix(21)) + "…" : named.name
        return [
            "<g class=\"lane\" data-role=\"\(SiteStyle.escaped(role))\">"
                + "<rect x=\"\(x - lane / 2 + 3)\" y=\"4\" width=\"\(lane - 6)\" "
                + "height=\"40\" rx=\"4\" fill=\"\(SiteStyle.colour(role: role))\"/>"
                + "<text x=\"\(x)\" y=\"21\" text-anchor=\"middle\" font-weight=\"bold\">"
                + "\(SiteStyle.escaped(name))<title>\(SiteStyle.escaped(named.name))</title></text>"
                + "<text x=\"\(x)\" y=\"37\" text-anchor=\"middle\">"
                + "\(SiteStyle.escaped(named.role))</text>"
                + "<line x1=\"\(x)\" y1=\"44\" x2=\"\(x)\" y2=\"\(bottom - 4)\" stroke=\"#999\"/></g>"
        ]
    }

    /// One row at height `y`.
    static func draw(_ row: TextSequenceDiagram.Row, lanes: Int, y: Double) -> [String] {
        let right = Double(lanes) * lane
        switch row {
        case .command(let text):
            return [
                "<rect x=\"0\" y=\"\(y + 3)\" width=\"\(right)\" height=\"20\" fill=\"#eeeeee\"/>"
                    + "<text x=\"6\" y=\"\(y + 17)\" font-weight=\"bold\">"
                    + "\(SiteStyle.escaped(text))</text>"
            ]
        case .pass(let number):
            return [
                "<text x=\"6\" y=\"\(y + 13)\" fill=\"#777\">layout pass \(number)</text>"
            ]
        case .note(let text):
            return [
                "<text x=\"6\" y=\"\(y + 13)\" fill=\"#555\">⋯ \(SiteStyle.escaped(text))</text>"
            ]
        case .selfCall(let lane, let text):
            return [
                "<text class=\"call\" x=\"\(x(lane) + 6)\" y=\"\(y + 13)\">↻ "
                    + "\(SiteStyle.escaped(text))</text>"
            ]
        case .call(let from, let to, let text):
            return arrow(from: x(from), to: x(to), label: text, y: y)
        }
    }

    /// An arrow from one lane to another with its label above it.
    static func arrow(from: Double, to: Double, label: String, y: Double) -> [String] {
        let head = from < to ? to - 7 : to + 7
        return [
            "<text class=\"call\" x=\"\(min(from, to) + 4)\" y=\"\(y + 12)\">"
                + "\(SiteStyle.escaped(label))</text>"
                + "<line x1=\"\(from)\" y1=\"\(y + 20)\" x2=\"\(head)\" y2=\"\(y + 20)\" "
                + "stroke=\"#333\" stroke-width=\"1.5\"/>"
                + "<polygon points=\"\(to),\(y + 20) \(head),\(y + 16) \(head),\(y + 24)\" "
                + "fill=\"#333\"/>"
        ]
    }
}

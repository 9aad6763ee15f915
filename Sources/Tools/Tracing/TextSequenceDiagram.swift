import TextUI

/// A sequence diagram of traced commands drawn in text, for a terminal: a lane per object,
/// an arrow per call, read top to bottom.
///
/// The pattern's own types each get a lane, headed with their role. The toolkit's types share
/// one lane, `toolkit`, and the model's one lane, `model`: a call inside either lane is folded
/// away, so what is left is where the pattern's code takes part (`--mermaid` and `--text` show
/// every call). The script that drives the screens is the first lane.
///
///     ── select 3 ──────────────────────────────
///          │          │          │
///          │ touchRow(_:inTable:)│
///          ├─────────▶│          │
///          │          │ tableView(_:didSelectRowAt:) via TableViewDelegate
///          │          ├─────────▶│
public enum TextSequenceDiagram {
    /// One row of the drawing, before it is laid out: the site's SVG drawing reads the same rows.
    public enum Row: Equatable, Sendable {
        case command(String)
        case pass(Int)
        case call(from: Int, to: Int, String)
        case selfCall(Int, String)
        case note(String)
    }

    /// A lane: what heads it, and whether calls inside it are folded away.
    public struct Lane: Equatable, Sendable {
        public var name: String
        public var role: String
        public var folded: Bool
    }

    /// The diagram of `commands`, `width` columns wide at most where the lanes allow (each lane
    /// takes at least 12 columns; a call's label runs on past them, any other is cut with `…`),
    /// drawn on the toolkit's canvas.
    public static func draw(_ commands: [TracedCommand], width: Int) -> String {
        let (lanes, rows) = layout(commands)
        var sheet = Sheet(lanes: lanes, spacing: max(12, width / max(1, lanes.count)), rows: rows)
        sheet.header(lanes)
        for row in rows { sheet.draw(row) }
        return sheet.canvas.render(color: false)
    }

    /// The lanes, in order of first appearance after the script's, and the rows.
    public static func layout(_ commands: [TracedCommand]) -> ([Lane], [Row]) {
        var lanes = [Lane(name: "script", role: "", folded: false)]
        func lane(_ line: TraceLine) -> Int {
            let folded = line.role == "toolkit" || line.role == "model"
            let name = folded ? line.role : (line.type.isEmpty ? line.member : line.type)
            if let index = lanes.firstIndex(where: { $0.name == name }) { return index }
            lanes.append(Lane(name: name, role: folded ? "" : line.role, folded: folded))
            return lanes.count - 1
        }
        var rows: [Row] = []
        for command in commands {
            rows.append(.command(command.command))
            var callers = [0]  // by depth: the lane that calls at that depth
            for (position, line) in command.lines.enumerated() {
                let next = command.lines.dropFirst(position + 1).first
                let empty = next.map { $0.depth <= line.depth } ?? true
                if line.kind == .layoutPass, empty { continue }
                let callee = lane(line)
                let caller = line.depth < callers.count ? callers[line.depth] : 0
                callers = Array(callers.prefix(line.depth + 1)) + [callee]
                if line.kind == .layoutPass {
                    rows.append(.pass(line.pass ?? 0))
                } else if caller != callee {
                    rows.append(.call(from: caller, to: callee, SequenceDiagram.message(line)))
                } else if !lanes[callee].folded {
                    rows.append(.selfCall(callee, SequenceDiagram.message(line)))
                }
            }
            rows += command.requests.map(Row.note)
        }
        return (lanes, rows)
    }

    /// The drawing under way: the toolkit's canvas, wide enough for the lanes, their names and
    /// every call's label, and the row the next line goes on.
    struct Sheet {
        let spacing: Int
        let lanes: Int
        /// The lanes' width: what a label other than a call's is cut to.
        let columns: Int
        var canvas: Canvas
        var y = 0

        init(lanes: [Lane], spacing: Int, rows: [Row]) {
            self.spacing = spacing
            self.lanes = lanes.count
            columns = spacing * lanes.count
            let names = lanes.indices.map { lane in
                spacing * lane + spacing / 2 + DisplayWidth.of(lanes[lane].name) / 2 + 1
            }
            let labels = rows.map { row -> Int in
                guard case .call(let from, let to, let text) = row else { return 0 }
                return spacing * min(from, to) + spacing / 2 + 2 + DisplayWidth.of(text)
            }
            let height = rows.reduce(3) { lines, row in
                if case .call = row { return lines + 2 }
                return lines + 1
            }
            canvas = Canvas(width: ([columns] + names + labels).max() ?? columns, height: height)
        }

        func x(_ lane: Int) -> Int { spacing * lane + spacing / 2 }

        /// Two rows of names, staggered so that a name may take two lanes' room, and a row of
        /// roles.
        mutating func header(_ named: [Lane]) {
            for (index, lane) in named.enumerated() {
                centre(lane.name, on: x(index), room: 2 * spacing - 2, y: index % 2)
                centre(lane.role, on: x(index), room: spacing - 1, y: 2)
            }
            y = 3
        }

        /// The lines of `row`: a label line and an arrow line for a call, one line otherwise.
        mutating func draw(_ row: Row) {
            switch row {
            case .command(let text):
                let head = "── \(text) "
                write(head + String(repeating: "─", count: max(2, columns - head.count)), at: 0)
            case .pass(let number):
                bars()
                write("┄ layout pass \(number) ┄", at: 1, limit: columns)
            case .note(let text):
                bars()
                write("⋯ \(text)", at: x(0) + 2, limit: columns)
            case .selfCall(let lane, let text):
                // Right of the lane, or left of it where the right has too little room.
                let label = "↻ \(text)"
                let right = x(lane) + 2 + DisplayWidth.of(label) <= columns
                bars()
                write(
                    label, at: max(0, right ? x(lane) + 2 : x(lane) - 1 - label.count),
                    limit: columns)
            case .call(let from, let to, let text):
                let (left, right) = (min(x(from), x(to)), max(x(from), x(to)))
                bars()
                write(text, at: left + 2)
                y += 1
                bars()
                write(String(repeating: "─", count: right - left + 1), at: left)
                write(from < to ? "├" : "┤", at: x(from))
                write(from < to ? "▶" : "◀", at: x(to))
            }
            y += 1
        }

        /// A bar on each lane, on the current line.
        mutating func bars() {
            for lane in 0..<lanes { write("│", at: x(lane)) }
        }

        /// Writes `text` on line `line` (the current one unless named) from column `x`, cut
        /// with `…` at column `limit`.
        mutating func write(_ text: String, at x: Int, limit: Int? = nil, line: Int? = nil) {
            let shown = DisplayWidth.truncated(text, to: max(1, (limit ?? canvas.width) - x))
            canvas.draw(shown, x: x, y: line ?? y, width: DisplayWidth.of(shown))
        }

        /// `text` centred on column `middle` of line `line`, in at most `room` columns.
        mutating func centre(_ text: String, on middle: Int, room: Int, y line: Int) {
            let shown = DisplayWidth.truncated(text, to: room)
            write(shown, at: max(0, middle - DisplayWidth.of(shown) / 2), line: line)
        }
    }
}

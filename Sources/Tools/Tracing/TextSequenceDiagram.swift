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
    /// One row of the drawing, before it is laid out.
    enum Row: Equatable {
        case command(String)
        case pass(Int)
        case call(from: Int, to: Int, String)
        case selfCall(Int, String)
        case note(String)
    }

    /// A lane: what heads it, and whether calls inside it are folded away.
    struct Lane: Equatable {
        var name: String
        var role: String
        var folded: Bool
    }

    /// The diagram of `commands`, `width` columns wide at most where the lanes allow (each lane
    /// takes at least 12 columns; a longer label is cut with `…`).
    public static func draw(_ commands: [TracedCommand], width: Int) -> String {
        let (lanes, rows) = layout(commands)
        let spacing = max(12, width / max(1, lanes.count))
        let columns = spacing * lanes.count
        var out = header(lanes, spacing: spacing)
        for row in rows {
            out += render(row, lanes: lanes.count, spacing: spacing, columns: columns)
        }
        return out.map { String($0).trailingSpacesRemoved }.joined(separator: "\n")
    }

    /// The lanes, in order of first appearance after the script's, and the rows.
    static func layout(_ commands: [TracedCommand]) -> ([Lane], [Row]) {
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

    /// Two rows of names, staggered so that a name may take two lanes' room, and a row of
    /// roles.
    static func header(_ lanes: [Lane], spacing: Int) -> [[Character]] {
        var rows = Array(repeating: blank(spacing * lanes.count), count: 3)
        for (index, lane) in lanes.enumerated() {
            let middle = spacing * index + spacing / 2
            put(lane.name, centredOn: middle, room: 2 * spacing - 2, in: &rows[index % 2])
            put(lane.role, centredOn: middle, room: spacing - 1, in: &rows[2])
        }
        return rows
    }

    /// The text rows of `row`: a label row and an arrow row for a call, one row otherwise.
    static func render(_ row: Row, lanes: Int, spacing: Int, columns: Int) -> [[Character]] {
        let bars = bars(lanes: lanes, spacing: spacing)
        func x(_ lane: Int) -> Int { spacing * lane + spacing / 2 }
        switch row {
        case .command(let text):
            let head = Array("── \(text) ")
            return [head + Array(repeating: "─", count: max(2, columns - head.count))]
        case .pass(let number):
            var line = bars
            write("┄ layout pass \(number) ┄", at: 1, in: &line, limit: columns)
            return [line]
        case .note(let text):
            var line = bars
            write("⋯ \(text)", at: x(0) + 2, in: &line, limit: columns)
            return [line]
        case .selfCall(let lane, let text):
            // Right of the lane, or left of it where the right has too little room.
            var line = bars
            let label = "↻ \(text)"
            let start =
                x(lane) + 2 + label.count <= columns ? x(lane) + 2 : x(lane) - 1 - label.count
            write(label, at: max(0, start), in: &line, limit: max(columns, x(lane) - 1))
            return [line]
        case .call(let from, let to, let text):
            var label = bars
            var arrow = bars
            let (left, right) = (min(x(from), x(to)), max(x(from), x(to)))
            write(text, at: left + 2, in: &label, limit: max(columns, left + 2 + text.count))
            for column in left...right { arrow[column] = "─" }
            arrow[x(from)] = from < to ? "├" : "┤"
            arrow[x(to)] = from < to ? "▶" : "◀"
            return [label, arrow]
        }
    }

    /// A row of blanks with a bar on each lane.
    static func bars(lanes: Int, spacing: Int) -> [Character] {
        var line = blank(spacing * lanes)
        for lane in 0..<lanes { line[spacing * lane + spacing / 2] = "│" }
        return line
    }

    static func blank(_ width: Int) -> [Character] { Array(repeating: " ", count: width) }

    /// Writes `text` over `line` from `column`, cut with `…` at `limit` and growing the line
    /// where the text runs past its end.
    static func write(_ text: String, at column: Int, in line: inout [Character], limit: Int) {
        let characters = Array(fitted(text, max(1, limit - column)))
        if line.count < column + characters.count {
            line += blank(column + characters.count - line.count)
        }
        line.replaceSubrange(column..<(column + characters.count), with: characters)
    }

    /// `text` centred on `middle`, in at most `room` columns.
    static func put(_ text: String, centredOn middle: Int, room: Int, in line: inout [Character]) {
        let shown = fitted(text, room)
        let start = max(0, middle - shown.count / 2)
        write(shown, at: start, in: &line, limit: max(line.count, start + shown.count))
    }

    /// `text` cut to `width` characters, its last one `…` when cut.
    static func fitted(_ text: String, _ width: Int) -> String {
        text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…"
    }
}

extension String {
    fileprivate var trailingSpacesRemoved: String {
        String(self.reversed().drop { $0 == " " }.reversed())
    }
}

/// A Mermaid `sequenceDiagram` of traced commands: one participant per type, named with its
/// role, and one message per call shown in the trace, from the type that made it.
///
/// The runner that drives the screens is the actor `script`; each command opens with a note
/// naming it, and the runner's lines about held requests follow as notes. A layout pass is a
/// shaded block with the calls made in it; a pass in which nothing shown ran is left out.
public enum SequenceDiagram {
    /// The diagram's Mermaid source, without the code fence.
    public static func mermaid(_ commands: [TracedCommand]) -> String {
        var participants: [String: String] = [:]  // id → label
        var order: [String] = []
        func participant(_ line: TraceLine) -> String {
            let id = identifier(line.type.isEmpty ? line.member : line.type)
            if participants[id] == nil {
                participants[id] = "\(line.type) (\(line.role))"
                order.append(id)
            }
            return id
        }
        var body: [String] = []
        for command in commands {
            body.append("    Note over script: \(text(command.command))")
            var callers: [String] = ["script"]  // by depth: who calls at that depth
            var openPasses: [Int] = []  // depths of the layout passes still open
            for (position, line) in command.lines.enumerated() {
                let next = command.lines.dropFirst(position + 1).first
                if line.kind == .layoutPass, next.map({ $0.depth <= line.depth }) ?? true {
                    continue  // a pass in which nothing of interest ran
                }
                while let depth = openPasses.last, line.depth <= depth {
                    openPasses.removeLast()
                    body.append(indent(openPasses.count) + "    end")
                }
                let callee = participant(line)
                let caller = line.depth < callers.count ? callers[line.depth] : "script"
                callers = Array(callers.prefix(line.depth + 1)) + [callee]
                let pad = indent(openPasses.count)
                if line.kind == .layoutPass {
                    body.append(pad + "    rect rgba(128, 128, 128, 0.12)")
                    body.append(pad + "    Note over \(callee): layout pass \(line.pass ?? 0)")
                    openPasses.append(line.depth)
                    continue
                }
                body.append(pad + "    \(caller)->>\(callee): \(text(message(line)))")
            }
            for depth in openPasses.indices.reversed() { body.append(indent(depth) + "    end") }
            for request in command.requests {
                body.append("    Note over script: \(text(request))")
            }
        }
        var out = ["sequenceDiagram", "    actor script"]
        for id in order {
            out.append("    participant \(id) as \(text(participants[id] ?? id))")
        }
        return (out + body).joined(separator: "\n")
    }

    /// What an arrow says: the member, the protocol it went through, the repeat count.
    static func message(_ line: TraceLine) -> String {
        var text = line.closure.map { "\($0) in \(line.member)" } ?? line.member
        if let through = line.through { text += " via \(through)" }
        switch line.kind {
        case .storeChange: text += " (store change)"
        case .observation: text += " (observation callback)"
        case .call, .layoutPass: break
        }
        if line.count > 1 { text += " ×\(line.count)" }
        return text
    }

    /// A participant identifier: letters, digits and underscores.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Text Mermaid shows as it is: no `;` (a statement end) or angle brackets, and `#` as the
    /// entity Mermaid reads as `#`.
    static func text(_ string: String) -> String {
        string.replacingOccurrences(of: ";", with: ",")
            .replacingOccurrences(of: "#", with: "#35;")
            .replacingOccurrences(of: "<", with: "‹")
            .replacingOccurrences(of: ">", with: "›")
    }

    private static func indent(_ level: Int) -> String {
        String(repeating: "  ", count: level)
    }
}

extension TraceLine {
    /// Reads a line as `text` prints it (without the module and the mangled name, which the
    /// text does not carry); nil when it is not such a line.
    public init?(text: String) {
        let spaces = text.prefix { $0 == " " }.count
        guard spaces % 2 == 0 else { return nil }
        var rest = Substring(text.dropFirst(spaces))
        var count = 1
        if let times = rest.range(of: " ×", options: .backwards),
            let number = Int(rest[times.upperBound...])
        {
            count = number
            rest = rest[..<times.lowerBound]
        }
        let parts = rest.components(separatedBy: " · ")
        guard parts.count >= 2 else { return nil }
        var kind = Kind.call
        var pass: Int?
        var through: String?
        for extra in parts.dropFirst(2) {
            if extra.hasPrefix("through ") {
                through = String(extra.dropFirst("through ".count))
            } else if extra.hasPrefix("layout pass "), let number = Int(extra.dropFirst(12)) {
                kind = .layoutPass
                pass = number
            } else if extra == "store change" {
                kind = .storeChange
            } else if extra == "observation callback" {
                kind = .observation
            } else {
                return nil
            }
        }
        let role = parts[1]
        let layer: CallName.Layer =
            switch role {
            case "toolkit": .toolkit
            case "model": .model
            default: .pattern
            }
        let name = CallName(module: "", simplified: parts[0], patternModules: [""])
        self.init(
            depth: spaces / 2, kind: kind, layer: layer, module: "", type: name.type,
            member: name.member, closure: name.closure, role: role, through: through, pass: pass,
            count: count, linkage: "")
    }
}

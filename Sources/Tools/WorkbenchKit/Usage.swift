import PatternCatalog

/// The pieces the commands' help texts are made of: the patterns' names, text wrapped to the
/// help's width, a command or option with its description beside it, and exit statuses.
enum Usage {
    /// The patterns' command names, as the usage lists them.
    static let patterns = PatternDescriptor.commandList

    /// The column where a description starts, beside its command or option.
    static let descriptionColumn = 31

    /// `term` with `description` wrapped beside it, from `descriptionColumn`; on the next line
    /// when `term` is too wide.
    static func entry(_ term: String, _ description: String) -> [String] {
        let indent = String(repeating: " ", count: descriptionColumn)
        let lines = wrapped(description, width: 92 - descriptionColumn).split(separator: "\n")
        let head = "  " + term
        var out: [String] = []
        if term.contains("\n") {
            out = term.split(separator: "\n").map { "  " + $0 }
            return out + lines.map { indent + $0 }
        }
        if head.count + 1 < descriptionColumn, let first = lines.first {
            out.append(
                head.padding(toLength: descriptionColumn, withPad: " ", startingAt: 0) + first)
            out += lines.dropFirst().map { indent + $0 }
        } else {
            out.append(head)
            out += lines.map { indent + $0 }
        }
        return out
    }

    /// One part of a usage line, made from the command's declared options: an option that may
    /// be left out (`[--json]`) or must be given (`--check`), a choice of options, optional or
    /// not (`[--json | --mermaid]`, `--save | --check`), a group that may be left out
    /// (`[--check [--all]]`), or the positional words (`PATTERN PATTERN [SCREEN]`).
    indirect enum Part: Sendable {
        case optional(Option)
        case required(Option)
        case choice([Option], optional: Bool)
        case group([Part])
        case words(String)

        var text: String {
            switch self {
            case .optional(let option): "[\(option.term)]"
            case .required(let option): option.term
            case .choice(let options, let optional):
                optional
                    ? "[" + options.map(\.term).joined(separator: " | ") + "]"
                    : options.map(\.term).joined(separator: " | ")
            case .group(let parts): "[" + parts.map(\.text).joined(separator: " ") + "]"
            case .words(let words): words
            }
        }

        /// The part without the options every measuring command shares (for the synopsis).
        var withoutShared: Part? {
            switch self {
            case .optional(let option), .required(let option):
                [Option.scratchPath, .noBuild].contains(option) ? nil : self
            case .group(let parts): .group(parts.compactMap(\.withoutShared))
            default: self
            }
        }
    }

    /// A command's usage lines, one per form: `Usage: workbench NAME …`, the next forms under
    /// it; a form longer than 100 columns goes on under its first option.
    static func lines(_ command: String, _ forms: [[Part]]) -> String {
        let head = "workbench \(command) "
        return forms.enumerated().map { index, parts in
            let lead = (index == 0 ? "Usage: " : "       ") + head
            var lines = [lead]
            for part in parts {
                let text = part.text
                if lines[lines.count - 1].count + text.count > 100, lines[lines.count - 1] != lead {
                    lines.append(String(repeating: " ", count: lead.count))
                }
                lines[lines.count - 1] += (lines[lines.count - 1].hasSuffix(" ") ? "" : " ") + text
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The forms in one line for the top-level help, without the options every measuring
    /// command shares.
    static func synopsis(_ command: String, _ forms: [[Part]]) -> String {
        let each = forms.map { $0.compactMap(\.withoutShared).map(\.text).joined(separator: " ") }
        let line = command + " " + each.joined(separator: " | ")
        // Too long for a line of the list: a form a line, the next ones under the first.
        guard line.count > 88 else { return line }
        let indent = String(repeating: " ", count: command.count - 1)
        return command + " " + each.joined(separator: "\n" + indent + "| ")
    }

    /// A command's exit statuses, from BSD's sysexits, in one wrapped paragraph.
    static func exitStatusText(_ statuses: [(status: Int32, meaning: String)]) -> String {
        wrapped(
            "Exit status (sysexits): "
                + statuses.map { "\($0.status) \($0.meaning)" }.joined(separator: "; ") + ".")
    }

    /// `text` broken into lines of at most `width` columns, at spaces, as the usage texts are.
    static func wrapped(_ text: String, width: Int = 92) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }
}

import Harness
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
    ///
    /// A struct, not an enum with payloads: a static list of multi-payload enum values keeps its
    /// payloads through pointers whose spare bits hold the case, which LeakSanitizer cannot
    /// follow (scripts/lsan-suppressions.txt says more), so it reported every command's forms.
    struct Part: Sendable {
        enum Kind: Sendable { case optional, required, choice, optionalChoice, group, words }
        var kind: Kind
        /// The options it names, in order (a group's are in its parts).
        var options: [Option] = []
        /// A group's parts.
        var parts: [Part] = []
        var words = ""

        static func optional(_ option: Option) -> Part { Part(kind: .optional, options: [option]) }
        static func required(_ option: Option) -> Part { Part(kind: .required, options: [option]) }
        static func choice(_ options: [Option], optional: Bool) -> Part {
            Part(kind: optional ? .optionalChoice : .choice, options: options)
        }
        static func group(_ parts: [Part]) -> Part { Part(kind: .group, parts: parts) }
        static func words(_ words: String) -> Part { Part(kind: .words, words: words) }

        var text: String {
            let terms = options.map(\.term).joined(separator: " | ")
            switch kind {
            case .optional, .optionalChoice: return "[\(terms)]"
            case .required, .choice: return terms
            case .group: return "[" + parts.map(\.text).joined(separator: " ") + "]"
            case .words: return words
            }
        }

        /// Every option it names, its group's too.
        var allOptions: [Option] { options + parts.flatMap(\.allOptions) }

        /// The part without the options every measuring command shares (for the synopsis).
        var withoutShared: Part? {
            switch kind {
            case .optional, .required:
                return options.contains { [Option.scratchPath, .noBuild].contains($0) } ? nil : self
            case .group:
                return .group(parts.compactMap(\.withoutShared))
            default:
                return self
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
                let current = lines[lines.count - 1]
                let space = current.hasSuffix(" ") ? "" : " "
                if current.count + space.count + text.count > 100, current != lead {
                    lines.append(String(repeating: " ", count: lead.count))
                }
                let line = lines[lines.count - 1]
                lines[lines.count - 1] = line + (line.hasSuffix(" ") ? "" : " ") + text
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
        Option.wrapped(text, width: width)
    }
}

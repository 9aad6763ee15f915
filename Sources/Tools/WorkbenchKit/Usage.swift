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

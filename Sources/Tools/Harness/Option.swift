/// An option of a command line, declared once: how it is typed (`--width N`), what it does, and
/// so how it is read. A program (a pattern's executable, each `workbench` command) names each of
/// its options once, as a constant, and its usage, its help's option list (`block`) and its
/// parsing (`ArgumentReader`, which takes the declarations, never a spelling) are all made from
/// them. An option several commands take is declared once, so that every command's help says the
/// same of it; a command may add what it means for it alone (`adding(_:)`).
package struct Option: Sendable, Equatable {
    /// The option as it is typed, with its argument (`--width N`), or with its short form
    /// first (`-h, --help`).
    package var term: String
    /// What it does, in one or more sentences; wrapped when shown.
    package var text: String
    /// Whether the help lists it (false: an internal option another process passes).
    package var listed = true
    /// Whether a value follows it (`--width N`), as opposed to words that follow a flag
    /// (`--refresh NAME…`, whose names are positional).
    package var takesValue: Bool

    package init(_ term: String, _ text: String, listed: Bool = true, takesValue: Bool? = nil) {
        self.term = term
        self.text = text
        self.listed = listed
        self.takesValue = takesValue ?? (!term.hasPrefix("-h, ") && term.contains(" "))
    }

    /// The same option: the same spelling, whatever its help says for one command.
    package static func == (a: Option, b: Option) -> Bool { a.term == b.term }

    /// The spellings that name it (`--help` and `-h`).
    package var names: [String] {
        let first = term.split(separator: " ").first.map { $0.split(separator: ",") } ?? []
        return first.map(String.init) + (term.hasPrefix("-h, ") ? ["--help"] : [])
    }

    /// The long name (`--width`).
    package var name: String { names.last ?? term }

    /// The same option, with `more` said of it for one command.
    package func adding(_ more: String) -> Option {
        Option(term, text + "; " + more, listed: listed, takesValue: takesValue)
    }

    /// The same option, described as `text` for one command.
    package func described(_ text: String) -> Option {
        Option(term, text, listed: listed, takesValue: takesValue)
    }

    /// The column the descriptions start at: after the widest term up to 20 columns.
    package static let widestTerm = 20

    /// The lines under a help's `Options:`: each listed term, indented by two, with its text
    /// wrapped beside it (on the next line when the term is wider than `widestTerm`).
    package static func block(_ options: [Option]) -> String {
        let options = options.filter(\.listed)
        let width = min(
            widestTerm, options.map(\.term.count).filter { $0 <= widestTerm }.max() ?? 0)
        let column = 2 + width + 2
        let indent = String(repeating: " ", count: column)
        var lines: [String] = []
        for option in options {
            let text = Self.wrapped(option.text, width: 92 - column).split(separator: "\n")
            let head = "  " + option.term
            if option.term.count <= width, let first = text.first {
                lines.append(head.padding(toLength: column, withPad: " ", startingAt: 0) + first)
                lines += text.dropFirst().map { indent + $0 }
            } else {
                lines.append(head)
                lines += text.map { indent + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `text` broken into lines of at most `width` columns, at spaces, as the help texts are.
    package static func wrapped(_ text: String, width: Int = 92) -> String {
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

/// An option of a `workbench` command, declared once: how it is typed (`--width N`), what it
/// does, and so how it is read. A command names each of its options once, as a constant, and
/// its usage lines (`Usage.lines`), its help's option list (`block`) and its parsing
/// (`ArgumentReader`, which takes the declarations, never a spelling) are all made from them.
/// An option several commands take is declared once, here, so that every command's help says
/// the same of it; a command may add what it means for it alone (`adding(_:)`).
struct Option: Sendable, Equatable {
    /// The option as it is typed, with its argument (`--width N`), or with its short form
    /// first (`-h, --help`).
    var term: String
    /// What it does, in one or more sentences; wrapped when shown.
    var text: String
    /// Whether the help lists it (false: an internal option another process passes).
    var listed = true
    /// Whether a value follows it (`--width N`), as opposed to words that follow a flag
    /// (`--refresh NAME…`, whose names are positional).
    var takesValue: Bool

    init(_ term: String, _ text: String, listed: Bool = true, takesValue: Bool? = nil) {
        self.term = term
        self.text = text
        self.listed = listed
        self.takesValue = takesValue ?? (!term.hasPrefix("-h, ") && term.contains(" "))
    }

    /// The same option: the same spelling, whatever its help says for one command.
    static func == (a: Option, b: Option) -> Bool { a.term == b.term }

    /// The spellings that name it (`--help` and `-h`).
    var names: [String] {
        let first = term.split(separator: " ").first.map { $0.split(separator: ",") } ?? []
        return first.map(String.init) + (term.hasPrefix("-h, ") ? ["--help"] : [])
    }

    /// The long name (`--width`).
    var name: String { names.last ?? term }

    /// The build the command reads: every command that reads a build takes it.
    static let scratchPath = Option(
        "--scratch-path PATH",
        "the build in use, a debug build whose index, test records and executables are read "
            + "(also WORKBENCH_SCRATCH_PATH); default: the build this workbench was built in")
    /// For the commands that build when the build is missing or stale.
    static let noBuild = Option(
        "--no-build",
        "when the index or the test records are missing or older than the sources, fail instead "
            + "of running `swift build --build-tests` and the measuring run")
    /// For the commands that draw side by side.
    static let width = Option(
        "--width N",
        "columns to fill, 40 to 1000 (default: COLUMNS when set, else the terminal's width, "
            + "else 120)")
    /// For the commands that can print JSON.
    static let json = Option("--json", "the output as JSON")
    static let help = Option("-h, --help", "this text")

    /// The same option, with `more` said of it for one command.
    func adding(_ more: String) -> Option {
        Option(term, text + "; " + more, listed: listed, takesValue: takesValue)
    }

    /// The same option, described as `text` for one command.
    func described(_ text: String) -> Option {
        Option(term, text, listed: listed, takesValue: takesValue)
    }

    /// The column the descriptions start at: after the widest term up to 20 columns.
    static let widestTerm = 20

    /// The lines under a help's `Options:`: each listed term, indented by two, with its text
    /// wrapped beside it (on the next line when the term is wider than `widestTerm`).
    static func block(_ options: [Option]) -> String {
        let options = options.filter(\.listed)
        let width = min(
            widestTerm, options.map(\.term.count).filter { $0 <= widestTerm }.max() ?? 0)
        let column = 2 + width + 2
        let indent = String(repeating: " ", count: column)
        var lines: [String] = []
        for option in options {
            let text = Usage.wrapped(option.text, width: 92 - column).split(separator: "\n")
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
}

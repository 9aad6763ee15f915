/// An option of a `workbench` command, as its `--help` describes it. An option several commands
/// take is described once, here, so that every command's help says the same of it; a command
/// may add what the option means for it alone (`adding(_:)`).
struct OptionHelp: Sendable {
    /// The option as it is typed, with its argument (`--width N`).
    var term: String
    /// What it does, in one or more sentences; wrapped when shown.
    var text: String

    init(_ term: String, _ text: String) {
        self.term = term
        self.text = text
    }

    /// The build the command reads: every command that reads a build takes it.
    static let scratchPath = OptionHelp(
        "--scratch-path PATH",
        "the build in use, a debug build whose index, test records and executables are read "
            + "(also WORKBENCH_SCRATCH_PATH); default: the build this workbench was built in")
    /// For the commands that build when the build is missing or stale.
    static let noBuild = OptionHelp(
        "--no-build",
        "when the index or the test records are missing or older than the sources, fail instead "
            + "of running `swift build --build-tests` and the measuring run")
    /// For the commands that draw side by side.
    static let width = OptionHelp(
        "--width N",
        "columns to fill, 40 to 1000 (default: COLUMNS when set, else the terminal's width, "
            + "else 120)")
    static let help = OptionHelp("-h, --help", "this text")

    /// The same option, with `more` said of it for one command.
    func adding(_ more: String) -> OptionHelp {
        OptionHelp(term, text + "; " + more)
    }

    /// The column the descriptions start at: after the widest term up to 20 columns.
    static let widestTerm = 20

    /// The lines under a help's `Options:`: each term, indented by two, with its text wrapped
    /// beside it (on the next line when the term is wider than `widestTerm`).
    static func block(_ options: [OptionHelp]) -> String {
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

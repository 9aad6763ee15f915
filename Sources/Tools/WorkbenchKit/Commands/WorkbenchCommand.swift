/// One `workbench` command: its name, what it does in a line, its usage and exit statuses, and
/// how it runs. `WorkbenchCommands.all` lists them; the top-level help and the dispatch are
/// built from that list, so a command is written once, in its own file.
@MainActor
protocol WorkbenchCommand {
    /// The word that names it on the command line (`diff`).
    static var name: String { get }
    /// Its arguments, as the top-level help lists them (`diff [--unified] PATTERN PATTERN`).
    static var synopsis: String { get }
    /// What it does, in a sentence or two, for the top-level help.
    static var abstract: String { get }
    /// Its own `--help`: usage line, description, options and examples (the exit statuses are
    /// added from `exitStatuses`).
    static var help: String { get }
    /// The exit statuses it can return, each with what it means for this command.
    static var exitStatuses: [(status: Int32, meaning: String)] { get }

    /// Runs it on the words after its name and returns its exit status.
    static func run(_ arguments: [String]) async throws -> Int32
}

extension WorkbenchCommand {
    /// `help` followed by the command's own exit statuses: what `--help` prints.
    static var usage: String {
        help + "\n\n" + Usage.exitStatusText(exitStatuses)
    }
}

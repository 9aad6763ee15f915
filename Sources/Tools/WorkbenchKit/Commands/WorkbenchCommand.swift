import Harness

/// One `workbench` command: its name, what it does in a line, its usage and exit statuses, and
/// how it runs. `WorkbenchCommands.all` lists them; the top-level help and the dispatch are
/// built from that list, so a command is written once, in its own file.
@MainActor
protocol WorkbenchCommand {
    /// The word that names it on the command line (`diff`).
    static var name: String { get }
    /// Its options, each declared once: its usage, its help's list and its parsing read them.
    static var options: [Option] { get }
    /// Its usage lines, one per form, made of its declared options (`Usage.Part`).
    static var forms: [[Usage.Part]] { get }
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
    /// Its arguments, as the top-level help lists them (`diff [--unified] [--width N] PATTERN
    /// PATTERN [SCREEN]`): its forms, without the options every measuring command shares.
    static var synopsis: String { Usage.synopsis(name, forms) }

    /// `help` followed by the command's own exit statuses: what `--help` prints.
    static var usage: String {
        help + "\n\n" + Usage.exitStatusText(exitStatuses)
    }
}

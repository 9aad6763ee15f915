import PatternCatalog

/// The `workbench` commands: the one list the top-level help and the dispatch are made from.
@MainActor
enum WorkbenchCommands {
    /// Every command, in the order the help lists them.
    static let all: [any WorkbenchCommand.Type] = [
        DiffCommand.self, MetricsCommand.self, CompareCommand.self, SiteCommand.self,
        BenchCommand.self, TraceCommand.self, ChangesCommand.self, FaultsCommand.self,
        MutantsCommand.self, StatusCommand.self, CountCommand.self, HelpCommand.self,
    ]

    /// The command named `name`, if there is one.
    static func named(_ name: String) -> (any WorkbenchCommand.Type)? {
        all.first { $0.name == name }
    }

    /// `workbench --help`: the commands with their abstracts, the options several share, what a
    /// PATTERN is, and where the exit statuses are.
    static var usage: String {
        var lines = ["Usage: workbench <command> [options]", "", "Commands:"]
        for command in all {
            lines += Usage.entry(command.synopsis, command.abstract)
        }
        lines += [
            "",
            "Options of diff, metrics, compare and site:",
        ]
        lines += Usage.entry(
            "--scratch-path PATH",
            "measure the build in PATH (SwiftPM's flag; also WORKBENCH_SCRATCH_PATH); default: "
                + "the build this workbench was built in")
        lines += Usage.entry(
            "--no-build",
            "(metrics, compare, site) when the index or the test records are missing or older than the "
                + "sources, fail instead of running `swift build --build-tests` and the measuring "
                + "run")
        lines += [
            "",
            Usage.wrapped(
                "PATTERN is one of: \(Usage.patterns), in any case. Every command answers -h and "
                    + "--help, which lists its exit statuses (sysexits). Run it from the "
                    + "package's root folder."),
        ]
        return lines.joined(separator: "\n")
    }
}

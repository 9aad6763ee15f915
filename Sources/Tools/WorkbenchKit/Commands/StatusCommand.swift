import Harness
import Terminal
import WorkbenchCore

/// `workbench status [--json]`: every stored result, fresh or stale, read from the keys alone.
@MainActor
enum StatusCommand: WorkbenchCommand {
    static let name = "status"
    static let forms: [[Usage.Part]] = [[.optional(json)]]
    static let abstract = """
        which stored results (faults, change requests, exercises, mutants, traces, the \
        benchmark) describe the sources as they are, and for the stale ones, whose figures, why \
        and the command that measures them again; it builds and measures nothing
        """
    static let json = Option.json.described(
        "the same as JSON: a list of results, each with its `stale` patterns")
    static let options: [Option] = [
        json,
        .help,
    ]
    static let help = """
        \(Usage.lines(name, forms))

        Reads each stored result's key (the hashes of what it measured: code with its comments
        and blank space left out, patches, scripts) and compares it with the sources as they
        are now. For each stored file it prints whether it is fresh; for a stale one, the
        patterns whose figures are stale (with the faults, requests or exercises concerned),
        the inputs that changed, and the command that measures them again. It takes seconds:
        nothing is built, run or measured. `--check` of each measuring command starts from the
        same comparison, then measures a sample again; Comparison.md is checked by `workbench
        compare --check`.

        Options:
        \(Option.block(options))

        Example: workbench status
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success: the statuses were printed, fresh or stale"),
        (64, "usage error (an unknown option or an argument)"),
        (66, "not run from the package's root folder (no Package.swift here)"),
    ]

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments, declared: options)
        let json = reader.flag(Self.json)
        try reader.finish()
        let statuses = StoredResults.all(root: try packageRoot())
        Console.write(json ? try statuses.reportJSON() : StoredStatus.report(statuses))
        return ExitCode.success
    }
}

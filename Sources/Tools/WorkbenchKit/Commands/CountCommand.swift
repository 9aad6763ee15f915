import Foundation
import Harness
import Terminal
import WorkbenchCore

/// `workbench count [--json] PATH…`: any Swift files counted with the workbench's own rules, so
/// that another project's code can be set beside the patterns' (Claims/other-authors.json).
@MainActor
enum CountCommand: WorkbenchCommand {
    static let name = "count"
    static let forms: [[Usage.Part]] = [[.optional(json), .words("PATH…")]]
    static let abstract = """
        any Swift files, yours or another project's, counted by the rules the claims use: code \
        lines, functions, decision points and top-level types, file by file
        """
    /// The options its help describes, in order.
    static let json = Option.json.described("the counts as JSON: one object per file")
    static let options: [Option] = [
        json,
        .help,
    ]
    static let help = """
        \(Usage.lines(name, forms))

        Counts the Swift files at each PATH (a file, or a folder read recursively, in path order)
        with the rules Comparison.md's figures use: code lines (neither blank nor only a
        comment), functions, decision points (if, guard, case, for, while, repeat, catch, &&,
        ||, ??, ?:; not a `for:` label or the weak-self guard) and the types each file declares
        at its top level. It reads text only, so it counts code the compiler's index cannot be
        had for: another project's, to set beside the patterns' (Claims/other-authors.json). A
        table on standard output, a total last.

        Options:
        \(Option.block(options))

        Example: workbench count Sources/Patterns/MVC
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (64, "usage error (no PATH, or an unknown option)"),
        (66, "a PATH cannot be read (no such file or folder)"),
    ]

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments, declared: options)
        let json = reader.flag(Self.json)
        var paths: [String] = []
        while let path = reader.positional() { paths.append(path) }
        try reader.finish()
        guard !paths.isEmpty else { throw UsageError("name a file or folder to count") }
        var counts: [SourceCount] = []
        for path in paths {
            guard let files = SourceCount.swiftFiles(at: path) else {
                Console.error(
                    "cannot read '\(path)': no such file or folder (check the path)",
                    prefix: "workbench count: ")
                return ExitCode.noInput
            }
            counts += files.map(SourceCount.init(path:))
        }
        Console.write(json ? try counts.reportJSON() : SourceCount.table(counts))
        return ExitCode.success
    }
}

import Builds
import Coupling
import Foundation
import Harness
import Terminal

/// `workbench count [--json] PATH…`: any Swift files counted with the workbench's own rules, so
/// that another project's code can be set beside the patterns' (Claims/other-authors.json).
@MainActor
enum CountCommand: WorkbenchCommand {
    static let name = "count"
    static let synopsis = "count [--json] PATH…"
    static let abstract = """
        any Swift files, yours or another project's, counted by the rules the claims use: code \
        lines, functions, decision points and top-level types, file by file
        """
    static let help = """
        Usage: workbench count [--json] PATH…

        Counts the Swift files at each PATH (a file, or a folder read recursively, in path order)
        with the rules Comparison.md's figures use: code lines (neither blank nor only a
        comment), functions, decision points (if, guard, case, for, while, repeat, catch, &&,
        ||, ??, ?:; not a `for:` label or the weak-self guard) and the types each file declares
        at its top level. It reads text only, so it counts code the compiler's index cannot be
        had for: another project's, to set beside the patterns' (Claims/other-authors.json). A
        table on standard output, a total last.

        Options:
          --json      the counts as JSON: one object per file
          -h, --help  this text

        Example: workbench count Sources/Patterns/MVC
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (64, "usage error (no PATH, or an unknown option)"),
        (66, "a PATH cannot be read (no such file or folder)"),
    ]

    /// One file's counts.
    struct FileCount: Codable, Equatable {
        var path: String
        var codeLines: Int
        var functions: Int
        var decisionPoints: Int
        var types: [String]
    }

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments)
        let json = reader.flag("--json")
        var paths: [String] = []
        while let path = reader.positional() { paths.append(path) }
        try reader.finish()
        guard !paths.isEmpty else { throw UsageError("name a file or folder to count") }
        var counts: [FileCount] = []
        for path in paths {
            guard let files = swiftFiles(at: path) else {
                Console.error(
                    "cannot read '\(path)': no such file or folder (check the path)",
                    prefix: "workbench count: ")
                return ExitCode.noInput
            }
            counts += files.map(count)
        }
        Console.write(json ? try counts.reportJSON() : table(counts))
        return ExitCode.success
    }

    /// The Swift files at `path`, in path order; nil when there is nothing at `path`.
    static func swiftFiles(at path: String) -> [String]? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return nil
        }
        guard isFolder.boolValue else { return [path] }
        let inside = FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []
        let base = path.hasSuffix("/") ? path : path + "/"
        return inside.filter { $0.hasSuffix(".swift") }.sorted().map { base + $0 }
    }

    /// One file counted.
    static func count(_ path: String) -> FileCount {
        let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let measures = SourceMeasures(source: source)
        return FileCount(
            path: path, codeLines: measures.codeLines, functions: measures.functions,
            decisionPoints: measures.decisionPoints,
            types: SourceMeasures.topLevelTypes(in: source))
    }

    /// The counts as a table, a total last.
    static func table(_ counts: [FileCount]) -> String {
        func row(_ code: Int, _ functions: Int, _ decisions: Int, _ types: String, _ path: String)
            -> String
        {
            [String(code), String(functions), String(decisions)].map {
                String(repeating: " ", count: max(0, 6 - $0.count)) + $0
            }.joined(separator: " ") + "  " + types + "  " + path
        }
        var lines = ["  code  func decis  types  file"]
        for count in counts {
            lines.append(
                row(
                    count.codeLines, count.functions, count.decisionPoints,
                    count.types.isEmpty ? "-" : count.types.joined(separator: ","), count.path))
        }
        lines.append(
            row(
                counts.reduce(0) { $0 + $1.codeLines }, counts.reduce(0) { $0 + $1.functions },
                counts.reduce(0) { $0 + $1.decisionPoints },
                "\(counts.reduce(0) { $0 + $1.types.count }) types", "(\(counts.count) files)"))
        return lines.joined(separator: "\n")
    }
}

import Analysis
import Foundation
import Harness

/// The `workbench` command: measures the patterns and prints or saves what it measured.
@MainActor
enum Workbench {
    static let usage = """
        Usage: workbench <command> [options]

        Commands:
          compare [--check]            regenerate Comparison.md from fresh measurements; with
                                       --check, fail (and show where) when it is stale
          metrics [--json] [PATTERN]   coupling, rules and testability figures, measured from the
                                       compiler's index of a debug build with tests and from a
                                       run of the pattern tests
          diff PATTERN PATTERN [SCREEN]
                                       two patterns side by side, file by file, by screen and role
          bench [--json] [--save] [--samples N]
                                       what each pattern costs at run time, against a baseline
                                       with no architecture; build with -c release for real figures
          help                         this text

        Options of compare, metrics and diff:
          --scratch-path PATH          measure the build in PATH (SwiftPM's flag; also
                                       WORKBENCH_SCRATCH_PATH); default: the build this
                                       workbench was built in
          --no-build                   (compare, metrics) when the index or the test records are
                                       missing or older than the sources, fail instead of running
                                       `swift build --build-tests` and the pattern tests

        PATTERN is one of: mvc, mvc-variant, mvp, mvvm.
        Run it from the package's root folder. Exit status: 0 success, 1 failure, 64 usage error.
        """

    static func main(_ arguments: [String]) async -> Int32 {
        guard let command = arguments.first else {
            Console.write(usage)
            return 64
        }
        let options = Array(arguments.dropFirst())
        do {
            switch command {
            case "help", "-h", "--help":
                Console.write(usage)
                return 0
            case "metrics":
                return try MetricsCommand.run(options)
            case "compare":
                return try await CompareCommand.run(options)
            case "diff":
                return try DiffCommand.run(options)
            case "bench":
                return try await BenchCommand.run(options)
            case "--memory":  // internal: one contender's memory, in a process of its own
                return try await BenchCommand.memory(options)
            default:
                throw UsageError("unknown command '\(command)'")
            }
        } catch let error as UsageError {
            Console.error("\(error) (see 'workbench help')")
            return 64
        } catch {
            Console.error("\(error)")
            return 1
        }
    }
}

/// Reads `--flag` options and positional words off a command's arguments.
struct ArgumentReader {
    private var remaining: [String]

    init(_ arguments: [String]) { remaining = arguments }

    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    mutating func value(_ name: String) throws(UsageError) -> String? {
        guard let index = remaining.firstIndex(of: name) else { return nil }
        guard index + 1 < remaining.count else { throw UsageError("\(name) needs a value") }
        let value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
        return value
    }

    mutating func positional() -> String? {
        guard let index = remaining.firstIndex(where: { !$0.hasPrefix("-") }) else { return nil }
        return remaining.remove(at: index)
    }

    func finish() throws(UsageError) {
        if let extra = remaining.first {
            throw UsageError(
                extra.hasPrefix("-")
                    ? "unknown option '\(extra)'" : "unexpected argument '\(extra)'")
        }
    }
}

extension Pattern {
    /// The pattern's analysis module (its target's name).
    var module: String { String(sourcePath.dropFirst("Sources/".count)) }
}

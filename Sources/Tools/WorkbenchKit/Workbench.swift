import Builds
import Foundation
import Harness
import PatternCatalog
import Terminal
import Tracing

/// The `workbench` command: measures the patterns and prints or saves what it measured.
@MainActor
public enum Workbench {
    /// Exit statuses, from BSD's sysexits, as the pattern executables use them (see `Usage`).
    public static func main(_ arguments: [String]) async -> Int32 {
        guard let command = arguments.first else {  // help and success, as argument-parser does
            Console.write(Usage.workbench)
            return ExitCode.success
        }
        let options = Array(arguments.dropFirst())
        do {
            if ["-h", "--help"].contains(command) {
                Console.write(Usage.workbench)
                return ExitCode.success
            }
            if let usage = Usage.commands[command],
                options.contains("-h") || options.contains("--help")
            {
                Console.write(usage)
                return ExitCode.success
            }
            switch command {
            case "help":
                var reader = ArgumentReader(options)
                let name = reader.positional()
                try reader.finish()
                guard let name else {
                    Console.write(Usage.workbench)
                    return ExitCode.success
                }
                guard let usage = Usage.commands[name] else {
                    throw UsageError("unknown command '\(name)'")
                }
                Console.write(usage)
                return ExitCode.success
            case "metrics":
                return try MetricsCommand.run(options)
            case "compare":
                return try await CompareCommand.run(options)
            case "diff":
                return try DiffCommand.run(options)
            case "bench":
                return try await BenchCommand.run(options)
            case "changes":
                return try await ChangesCommand.run(options)
            case "trace":
                return try TraceCommand.run(options)
            case "--memory":  // internal: one contender's memory, in a process of its own
                return try await BenchCommand.memory(options)
            default:
                throw UsageError("unknown command '\(command)'")
            }
        } catch let error as UsageError {
            let own = command != "help" && Usage.commands[command] != nil
            let help = own ? "workbench \(command) --help" : "workbench help"
            Console.error("\(error) (see '\(help)')")
            return ExitCode.usage
        } catch let error as InputError {
            Console.error("\(error)")
            return ExitCode.noInput
        } catch let error as TraceError {
            Console.error("\(error)")
            for line in error.details { Console.error(line, prefix: "  ") }
            return ExitCode.unavailable
        } catch let error as MeasuringError {
            Console.error("\(error)")  // the index store: missing, empty or unreadable
            return ExitCode.noInput
        } catch {
            Console.error("\(error)")
            return ExitCode.checkFailed
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

extension PatternDescriptor {
    /// The pattern a command line names, in any case: by its executable's name (`mvc-variant`)
    /// or its target's (`MVCVariant`).
    static func parse(_ name: String) throws(UsageError) -> PatternDescriptor {
        guard let pattern = PatternDescriptor.named(name) else {
            throw UsageError("unknown pattern '\(name)'; use \(PatternDescriptor.commandList)")
        }
        return pattern
    }
}

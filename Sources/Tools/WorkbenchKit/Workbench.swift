import Foundation
import Harness
import Terminal
import Tracing
import WorkbenchCore

/// The `workbench` command: finds the command its first word names (`WorkbenchCommands`), runs
/// it, and turns what it throws into one line on standard error and an exit status.
@MainActor
package enum Workbench {
    /// Runs `main(arguments)` from a synchronous entry point to its end, turning the main run
    /// loop, which does the main actor's work, until it returns: the executable's entry point.
    /// An `async` entry point parks the main thread in `dispatch_main`, where valgrind stops
    /// with an internal error; the benchmark counts instructions by running this executable
    /// under callgrind (`InstructionCount`).
    package static func mainTurningTheRunLoop(_ arguments: [String]) -> Int32 {
        let outcome = Outcome()
        Task { @MainActor in outcome.status = await main(arguments) }
        while true {
            if let status = outcome.status { return status }
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
        }
    }

    /// The exit status, once the command has returned.
    private final class Outcome {
        var status: Int32?
    }

    /// Runs the command `arguments` name and returns its exit status (sysexits, `ExitCode`).
    package static func main(_ arguments: [String]) async -> Int32 {
        // No command, `-h` or `--help`: the help, and success, as argument-parser does.
        guard let name = arguments.first, !["-h", "--help"].contains(name) else {
            Console.write(WorkbenchCommands.usage)
            return ExitCode.success
        }
        let options = Array(arguments.dropFirst())
        guard let command = WorkbenchCommands.named(name) else {
            Console.error("unknown command '\(name)' (see 'workbench help')", prefix: "workbench: ")
            return ExitCode.usage
        }
        if options.contains("-h") || options.contains("--help") {
            Console.write(command.usage)
            return ExitCode.success
        }
        do {
            return try await command.run(options)
        } catch {
            return report(error, of: command)
        }
    }

    /// What a command threw, as one line `workbench COMMAND: what (what to do)` and the exit
    /// status it stands for.
    static func report(_ error: any Error, of command: any WorkbenchCommand.Type) -> Int32 {
        let prefix = "workbench \(command.name): "
        switch error {
        case let error as UsageError:
            let help =
                command == HelpCommand.self ? "workbench help" : "workbench \(command.name) --help"
            Console.error("\(error) (see '\(help)')", prefix: prefix)
            return ExitCode.usage
        case let error as InputError:
            Console.error("\(error)", prefix: prefix)
            return ExitCode.noInput
        case let error as TraceError:
            Console.error("\(error)", prefix: prefix)
            for line in error.details { Console.error(line, prefix: "  ") }
            return ExitCode.unavailable
        case let error as MeasuringError:
            Console.error("\(error)", prefix: prefix)  // the index store: missing or unreadable
            return ExitCode.noInput
        default:
            Console.error("\(error)", prefix: prefix)
            return ExitCode.checkFailed
        }
    }
}

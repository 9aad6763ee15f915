import Foundation
import Model
import PatternCatalog
import Terminal
import TextUI
import Tracing

/// The program behind `swift run mvc`, `mvc-variant`, `mvp` and `mvvm`: the same runner over
/// each pattern, so the patterns can be compared byte for byte.
///
/// Interactive when standard input is a terminal; otherwise (or with `--script FILE`) it runs
/// a script and prints the frame after each command.
@MainActor
public enum Runner {
    /// Runs the program at `programPath` (its first argument) for the pattern whose command it is
    /// named after, and returns its exit status.
    public static func main(
        programPath: String, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) async -> Int32 {
        let name = (programPath as NSString).lastPathComponent
        guard let pattern = PatternDescriptor.named(name) else {
            Console.error(
                "\(name): not a pattern's program (run it as \(PatternDescriptor.commandList))")
            return ExitCode.usage
        }
        return await main(pattern: pattern, arguments: arguments)
    }

    /// Runs the program for `pattern` and returns its exit status.
    public static func main(
        pattern: PatternDescriptor, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) async -> Int32 {
        let options: Options
        do {
            options = try Options.parse(arguments)
        } catch {
            Console.error("\(error.description) (see --help)")
            return ExitCode.usage
        }
        if options.showHelp {
            Console.write(help(for: pattern))
            return ExitCode.success
        }

        var catalogService: any CatalogService = BuiltInCatalogService()
        if let path = options.catalogPath {
            do {
                _ = try CatalogFile.read(path: path)  // refuse a bad file before anything starts
            } catch {
                Console.error(error.description)
                return error.kind == .cannotOpen ? ExitCode.noInput : ExitCode.dataError
            }
            catalogService = JSONFileCatalogService(path: path)
        }

        let input: LineSource
        if let path = options.scriptPath, path != "-" {
            guard let file = LineSource(path: path) else {
                Console.error("\(path): cannot open the script")
                return ExitCode.noInput
            }
            input = file
        } else {
            input = LineSource()
        }
        let interactive = options.scriptPath == nil && Console.isTerminal(.input)
        let color =
            options.color && Console.isTerminal(.output)
            && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty

        var trace = CommandTrace.off
        if options.trace {
            switch CommandTrace.start(
                for: pattern, arguments: arguments, jsonPath: options.traceJSONPath)
            {
            case .tracing(let tracing): trace = tracing
            case .exit(let status): return status
            }
        }

        let session = Session(
            pattern: pattern, catalogService: catalogService, visibleRows: options.visibleRows)
        await session.settle()
        // The screens as a user first sees them: the first command's trace starts from them.
        _ = session.frame()
        let status =
            interactive
            ? await runInteractively(session, input: input, color: color, trace: trace)
            : await runScript(session, input: input, color: color, trace: trace)
        // Requests the script still holds are answered, and nothing is left running at exit.
        session.tearDown()
        await session.settle()
        do {
            try trace.save()
        } catch {
            Console.error(error.description)
            return ExitCode.unavailable
        }
        return status
    }

    /// Script mode: the frame after each command on stdout, then what happened to held requests
    /// and, when tracing, the calls the command caused; one error per bad line on stderr, exit
    /// status 65 if any line was bad.
    static func runScript(
        _ session: Session, input: LineSource, color: Bool, trace: CommandTrace
    ) async -> Int32 {
        var failed = false
        var lineNumber = 0
        while let line = input.nextLine() {
            lineNumber += 1
            do {
                guard let command = try Command.parse(line) else { continue }
                if command == .quit { break }
                if command == .help {
                    Console.write(Command.reference)
                    continue
                }
                if case .trace(let on) = command {
                    try trace.turn(on)
                    continue
                }
                trace.begin()
                try await session.perform(command)
                let frame = session.frame(color: color)
                let requests = session.requests.takeEvents().map(\.description)
                let calls = try trace.end(
                    line.trimmingCharacters(in: .whitespaces), requests: requests)
                Console.echo(line)
                Console.write(frame)
                report(requests: requests, calls: calls)
                Console.write("")
            } catch let error as TraceError {
                Console.error("line \(lineNumber): \(error)")
                return ExitCode.unavailable
            } catch {
                trace.cancel()
                Console.error("line \(lineNumber): \(error)")
                failed = true
            }
        }
        return failed ? ExitCode.dataError : ExitCode.success
    }

    /// What the runner prints under a frame: what happened to held requests (trace on or off),
    /// then the traced calls, if any.
    static func report(requests: [String], calls: [String]?) {
        for line in requests { Console.write(DisplayWidth.sanitized(line)) }
        for line in calls ?? [] { Console.write(line) }
    }

    /// Interactive mode: banner, frame and prompt; errors are one line and the loop goes on.
    static func runInteractively(
        _ session: Session, input: LineSource, color: Bool, trace: CommandTrace
    ) async -> Int32 {
        func redraw(_ frame: String, requests: [String] = [], calls: [String]? = nil) {
            Console.clearScreen()
            Console.write(banner(for: session.pattern))
            Console.write(frame)
            report(requests: requests, calls: calls)
            Console.write("")
        }
        redraw(session.frame(color: color))
        while true {
            Console.prompt("> ")
            guard let line = input.nextLine() else {
                Console.write("")
                break
            }
            do {
                guard let command = try Command.parse(line) else { continue }
                switch command {
                case .quit:
                    return ExitCode.success
                case .help:
                    Console.write(Command.reference)
                case .trace(let on):
                    try trace.turn(on)
                    Console.write("trace \(on ? "on" : "off")")
                default:
                    trace.begin()
                    try await session.perform(command)
                    // The pass the frame runs belongs to the command.
                    let frame = session.frame(color: color)
                    let requests = session.requests.takeEvents().map(\.description)
                    let calls = try trace.end(
                        line.trimmingCharacters(in: .whitespaces), requests: requests)
                    redraw(frame, requests: requests, calls: calls)
                }
            } catch let error as TraceError {
                Console.error("\(error)")
                return ExitCode.unavailable
            } catch {
                trace.cancel()
                Console.error("\(error)")
            }
        }
        return ExitCode.success
    }

    static func banner(for pattern: PatternDescriptor) -> String {
        "\(pattern.name) — the code is in \(pattern.folder). Type 'help' for commands."
    }

    static func help(for pattern: PatternDescriptor) -> String {
        let commands = Command.reference.split(separator: "\n").map { "  " + $0 }
        return """
            Usage: \(pattern.command) [options]

            The shop list, the app card, the profile and the search, built with \
            \(pattern.name) (code in \(pattern.folder)).
            Touch rows and the card, type into the profile and the search, change the store,
            make loads and searches wait or fail, and watch the screens.

            Time is a manual clock, in scripts and interactively alike: it moves only with
            'wait MS', never by itself, so a search starts once you have waited 300 ms of it
            after the last key, and every run prints the same frames.

            Interactive when standard input is a terminal. Otherwise, or with --script, it runs
            the commands one per line and prints the screens after each; blank lines and
            # comments are skipped. A bad line is reported on stderr with its line number, the
            script goes on, and the exit status is then 65. Every error reads
            'command: what is wrong (what to do)'.

            Options:
              --script FILE     run the commands in FILE ('-' for standard input)
              --catalog FILE    load the catalog from a JSON file instead of the built-in one
              --rows N          visible table rows, 1 to 100 (default 10)
              --no-color        plain text even on a terminal (so does NO_COLOR)
              --trace           under each frame, the calls the command caused, indented by
                                call depth (builds the traced build first; see docs/tracing.md)
              --trace-json FILE also write the traced calls to FILE as JSON (implies --trace)
              -h, --help        this text

            Commands:
            \(commands.joined(separator: "\n"))

            Examples:
              swift run \(pattern.command)
              printf 'select 3\\nrename 3 Tea\\n' | swift run \(pattern.command)

            Under each frame, a line for each held request that starts waiting, is answered, or
            is answered after a newer one of its kind was made (dropped: the newest decides).

            Exit status (sysexits): 0 success; 64 usage error (a bad option or argument);
            65 bad data (a bad script line, or a catalog file that is not a valid catalog);
            66 an input file that cannot be opened (the --script or --catalog file);
            69 --trace could not record (a tool it needs is missing, or the traced build failed).
            """
    }
}

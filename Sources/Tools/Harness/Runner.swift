import Foundation
import Model
import PatternCatalog
import Terminal
import TextUI
import Tracing

/// The program behind `swift run mvc`, `mvp`, `mvvm` and every other pattern's command: the
/// same runner over each pattern, so the patterns can be compared byte for byte.
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
                "not a pattern's program (run it as \(PatternDescriptor.commandList))",
                prefix: "\(name.excerpt()): ")
            return ExitCode.usage
        }
        return await main(pattern: pattern, arguments: arguments)
    }

    /// Runs the program for `pattern` and returns its exit status. Every error it prints is one
    /// line, `mvc: what is wrong (what to do)`.
    public static func main(
        pattern: PatternDescriptor, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) async -> Int32 {
        do throws(ProgramError) {
            guard let setup = try Setup(pattern: pattern, arguments: arguments) else {
                Console.write(help(for: pattern))
                return ExitCode.success
            }
            return try await run(pattern, setup)
        } catch {
            error.report(as: pattern.command)
            return error.status
        }
    }

    /// Runs the screens as `setup` says, and returns the exit status.
    static func run(_ pattern: PatternDescriptor, _ setup: Setup) async throws(ProgramError)
        -> Int32
    {
        let session = Session(
            pattern: pattern, catalogService: setup.catalogService,
            visibleRows: setup.options.visibleRows)
        await session.settle()
        // The screens as a user first sees them: the first command's trace starts from them.
        _ = session.frame()
        let status =
            setup.interactive
            ? await runInteractively(
                session, input: setup.input, color: setup.color, trace: setup.trace)
            : await runScript(session, input: setup.input, color: setup.color, trace: setup.trace)
        // Requests the script still holds are answered, and nothing is left running at exit.
        session.tearDown()
        await session.settle()
        try setup.trace.save()
        return status
    }

    /// Script mode: the frame after each command on stdout, then what happened to held requests
    /// and, when tracing, the calls the command caused; one error per bad line on stderr, exit
    /// status 65 if any line was bad. A script with no command at all prints the first frame.
    static func runScript(
        _ session: Session, input: LineSource, color: Bool, trace: CommandTrace
    ) async -> Int32 {
        var failed = false
        var lineNumber = 0
        var sawCommand = false
        reading: while let line = input.nextLine() {
            lineNumber += 1
            do {
                let outcome = try await carryOut(line, in: session, color: color, trace: trace)
                sawCommand = sawCommand || outcome != .nothing
                switch outcome {
                case .nothing, .traceTurned: break
                case .quit: break reading
                case .help: Console.write(Command.reference)
                case .frame(let frame):
                    Console.echo(line)
                    frame.write()
                }
            } catch {
                sawCommand = true
                report(error, line: lineNumber, program: session.pattern.command)
                if error is TraceError { return ExitCode.unavailable }
                failed = true
            }
        }
        if !sawCommand { Frame(text: session.frame(color: color)).write() }
        return failed ? ExitCode.dataError : ExitCode.success
    }

    /// Interactive mode: banner, frame and prompt; errors are one line and the loop goes on.
    static func runInteractively(
        _ session: Session, input: LineSource, color: Bool, trace: CommandTrace
    ) async -> Int32 {
        func redraw(_ frame: Frame) {
            Console.clearScreen()
            Console.write(banner(for: session.pattern))
            frame.write()
        }
        redraw(Frame(text: session.frame(color: color)))
        while true {
            Console.prompt("> ")
            guard let line = input.nextLine() else {
                Console.write("")
                break
            }
            do {
                switch try await carryOut(line, in: session, color: color, trace: trace) {
                case .nothing: continue
                case .quit: return ExitCode.success
                case .help: Console.write(Command.reference)
                case .traceTurned(let on): Console.write("trace \(on ? "on" : "off")")
                case .frame(let frame): redraw(frame)
                }
            } catch {
                report(error, line: nil, program: session.pattern.command)
                if error is TraceError { return ExitCode.unavailable }
            }
        }
        return ExitCode.success
    }

    /// What a line of input came to.
    enum Outcome: Equatable {
        /// A blank line or a comment.
        case nothing
        case quit
        case help
        case traceTurned(Bool)
        /// A command the screens carried out, and the frame that shows it.
        case frame(Frame)
    }

    /// Parses `line` and carries it out, scripted or interactive alike: a command for the screens
    /// is performed, then the frame is rendered (the pass it runs belongs to the command), then
    /// what happened to held requests is taken, then the trace of the command's calls. Throws a
    /// bad line's error (nothing changed), or a `TraceError` when tracing broke.
    static func carryOut(
        _ line: String, in session: Session, color: Bool, trace: CommandTrace
    ) async throws -> Outcome {
        guard let command = try Command.parse(line) else { return .nothing }
        switch command {
        case .quit:
            return .quit
        case .help:
            return .help
        case .trace(let on):
            try trace.turn(on)
            return .traceTurned(on)
        default:
            trace.begin()
            do {
                try await session.perform(command)
            } catch {
                trace.cancel()
                throw error
            }
            let text = session.frame(color: color)
            let requests = session.requests.takeEvents().map(\.description)
            let calls = try trace.end(line.trimmingCharacters(in: .whitespaces), requests: requests)
            return .frame(Frame(text: text, requests: requests, calls: calls))
        }
    }

    /// Writes the error a line came to: `mvc: line 3: select: … (…)` in a script (`line` is its
    /// number), `mvc: select: … (…)` interactively.
    static func report(_ error: any Error, line: Int?, program: String) {
        let place = line.map { "line \($0): " } ?? ""
        let message =
            error is TraceError ? "--trace: \(error) (see docs/tracing.md)" : "\(error)"
        Console.error(place + message, prefix: "\(program): ")
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
            the commands one per line and prints the screens after each (a script with no
            commands prints them as they start); blank lines and # comments are skipped.
            Every error is one line on stderr: '\(pattern.command): what is wrong (what to do)'.
            In a script, a bad line is reported with its number ('\(pattern.command): line 3: …'),
            the script goes on, and the exit status is then 65.

            Options:
            \(Option.block(Options.declared))

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
            69 --trace could not record (a tool it needs is missing, or the traced build failed);
            73 the --trace-json file cannot be created (checked before the screens run).
            """
    }
}

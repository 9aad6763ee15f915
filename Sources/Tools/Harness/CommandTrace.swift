import Foundation
import Model
import PatternCatalog
import Terminal
import Tracing

/// `--trace` (`--trace=all`), `trace on` and `trace off`: records what each command causes and
/// prints it under the frame. Recording needs the traced build (see docs/tracing.md);
/// `start(for:arguments:)` builds it and moves this run over to it when this executable is not
/// it.
@MainActor
final class CommandTrace {
    private let tracer: Tracer?
    private let jsonPath: String?
    private var recorded: [TracedCommand] = []
    /// Whether commands are traced now.
    private(set) var isOn: Bool

    private init(tracer: Tracer?, on: Bool, jsonPath: String?) {
        self.tracer = tracer
        self.isOn = on
        self.jsonPath = jsonPath
    }

    /// No tracing: `trace on` is refused, `trace off` does nothing.
    static let off = CommandTrace(tracer: nil, on: false, jsonPath: nil)

    /// Starts tracing for `pattern`'s executable run with `arguments`. In the traced build it
    /// records; in any other it builds the traced executable (a line on standard error when that
    /// takes a while) and replaces this process with it, so this returns only in the traced
    /// build, and throws when tracing cannot start (exit status 69).
    static func start(
        for pattern: PatternDescriptor, arguments: [String], jsonPath: String?,
        everything: Bool = false
    ) throws(ProgramError) -> CommandTrace {
        let environment = ProcessInfo.processInfo.environment
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        do throws(TraceError) {
            if !CallRecorder.isInstrumented {
                if environment[TracedBuild.startedMarker] != nil {
                    throw TraceError("\(executable.path) was built without the entry hooks")
                }
                let traced = TracedBuild(root: try packageRoot(), besideExecutable: executable)
                try traced.build([pattern.command], newerThan: executable.path) { line in
                    Console.error(line, prefix: "\(pattern.command): ")
                }
                throw traced.run(pattern.command, arguments: arguments)
            }
            if environment["SWIFT_DETERMINISTIC_HASHING"] == nil {
                // Observers registered in a dictionary are told in hash order: fix it, so that
                // every run records the same trace.
                throw TracedBuild.exec(executable.path, arguments: arguments)
            }
            let modules = Set(PatternDescriptor.all.map(\.module))
            return CommandTrace(
                tracer: try Tracer(patternModules: modules, everything: everything), on: true,
                jsonPath: jsonPath)
        } catch {
            throw ProgramError(
                message: "--trace: \(error.description) (see docs/tracing.md)",
                status: ExitCode.unavailable, details: error.details)
        }
    }

    /// The package the executable was built from: its sources are where the compiler found
    /// this file, `Sources/Tools/Harness/CommandTrace.swift`.
    private static func packageRoot() throws(TraceError) -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .path
        guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
            throw TraceError("cannot find the package this executable was built from (\(root))")
        }
        return root
    }

    /// `trace on` or `trace off`.
    func turn(_ on: Bool) throws(SessionError) {
        if on && tracer == nil {
            throw SessionError(
                "trace: this build cannot record calls (start with --trace, which builds the "
                    + "traced build and runs it)")
        }
        isOn = on
    }

    /// Starts recording a command, when tracing is on.
    func begin() {
        if isOn { tracer?.start() }
    }

    /// Stops recording a command that failed: its frame is not shown, nor its calls.
    func cancel() {
        if isOn, tracer != nil { CallRecorder.cancel() }
    }

    /// Stops recording `command`, which made `requests` happen, and returns the lines to print
    /// under its frame (nil when tracing is off).
    func end(_ command: String, requests: [String]) throws(TraceError) -> [String]? {
        guard isOn, let tracer else { return nil }
        let recording = try tracer.stop()
        recorded.append(
            TracedCommand(
                command: command, requests: requests, lines: recording.lines,
                change: recording.change))
        if recording.lines.isEmpty { return ["trace: no calls"] }
        return ["trace:"] + recording.lines.map { "  " + $0.text }
    }

    /// Writes the traced commands to the `--trace-json` file, if one was named.
    func save() throws(ProgramError) {
        guard let jsonPath else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(recorded).write(to: URL(fileURLWithPath: jsonPath))
        } catch {
            throw ProgramError(
                message: "--trace-json: cannot write '\(jsonPath.excerpt(200))' "
                    + "(name a file in a folder you can write to)",
                status: ExitCode.cantCreate)
        }
    }

    /// Throws, with status 73, when the `--trace-json` file `path` could not be written: its
    /// folder is missing or not writable, or it names a folder. Checked before the screens
    /// run, so no frame is printed for a trace that would be lost.
    static func checkWritable(_ path: String) throws(ProgramError) {
        let files = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        let shown = folder.isEmpty ? "." : folder
        var isFolder: ObjCBool = false
        let problem: String? =
            if !files.fileExists(atPath: shown, isDirectory: &isFolder) || !isFolder.boolValue {
                "no folder '\(shown.excerpt(200))'"
            } else if files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                "'\(path.excerpt(200))' is a folder"
            } else if !files.isWritableFile(atPath: shown) {
                "cannot write in '\(shown.excerpt(200))'"
            } else {
                nil
            }
        guard let problem else { return }
        throw ProgramError(
            message: "--trace-json: \(problem) (name a file in a folder you can write to)",
            status: ExitCode.cantCreate)
    }
}

import Foundation

/// Runs a command and waits for it: the one way the workbench, the tracer and the end-to-end
/// tests start another process (the toolchain's tools, `swift build`, a pattern's executable).
public enum Subprocess {
    /// What a finished command left: its exit status and what it printed.
    public struct Result: Sendable {
        public var status: Int32
        /// Standard output's bytes; standard error's too, when the run merged them.
        public var outputBytes: [UInt8]
        /// Standard error's bytes, when the run kept them apart; empty otherwise.
        public var errorBytes: [UInt8]
        /// Whether the command ran past its time limit and was stopped.
        public var timedOut = false

        /// Standard output as text, any invalid UTF-8 repaired.
        public var output: String { String(decoding: outputBytes, as: UTF8.self) }
        /// Standard error as text, any invalid UTF-8 repaired.
        public var errors: String { String(decoding: errorBytes, as: UTF8.self) }
    }

    /// Runs `command` (its first word a path, or a name looked up on `PATH`) in `folder`, with
    /// `environment` (this process's when nil) and `input` on its standard input (none when
    /// nil). Standard error goes with standard output when `mergeErrors`. Input and outputs are
    /// files, not pipes: a pipe nobody reads could fill and stall the command, and writing to a
    /// pipe whose command has already exited (a bad option, refused before the input is read)
    /// would kill this process with SIGPIPE. Throws only when the command cannot be started or
    /// its input or output cannot be kept.
    public static func run(
        _ command: [String], in folder: String? = nil, input: String? = nil,
        environment: [String: String]? = nil, mergeErrors: Bool = false,
        timeout: Duration? = nil
    ) throws -> Result {
        try run(
            command, in: folder, inputBytes: input.map { Array($0.utf8) },
            environment: environment, mergeErrors: mergeErrors, timeout: timeout)
    }

    /// `run(_:in:input:environment:mergeErrors:timeout:)` with the input as bytes, which need
    /// not be UTF-8. With a `timeout`, a command still running after it is stopped (SIGTERM)
    /// and its result says it timed out.
    public static func run(
        _ command: [String], in folder: String? = nil, inputBytes: [UInt8]?,
        environment: [String: String]? = nil, mergeErrors: Bool = false,
        timeout: Duration? = nil
    ) throws -> Result {
        guard let inputBytes else {
            return try run(
                command, in: folder, environment: environment, mergeErrors: mergeErrors,
                timeout: timeout, standardInput: FileHandle.nullDevice)
        }
        let inFile = try temporaryFile("in")
        defer { try? FileManager.default.removeItem(at: inFile) }
        try Data(inputBytes).write(to: inFile)
        let input = try FileHandle(forReadingFrom: inFile)
        defer { try? input.close() }
        return try run(
            command, in: folder, environment: environment, mergeErrors: mergeErrors,
            timeout: timeout, standardInput: input)
    }

    /// Runs `command` as `run(_:in:input:environment:mergeErrors:)` does, but with a terminal
    /// for standard input, as a user at a keyboard runs an interactive program: a
    /// pseudo-terminal, without echo, on which `input` is typed and then Control-D (end of
    /// input). Standard output and error are files, not the terminal. Keep `input` under 4096
    /// bytes, what a terminal holds until it is read: it is typed all at once.
    public static func runAtTerminal(
        _ command: [String], in folder: String? = nil, typing input: String,
        environment: [String: String]? = nil
    ) throws -> Result {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        return try run(
            command, in: folder, environment: environment, mergeErrors: false, timeout: nil,
            standardInput: terminal.device
        ) {
            try? terminal.keyboard.write(contentsOf: Data((input + "\u{04}").utf8))
        }
    }

    /// Starts `command` with `standardInput`, calls `feed` once it runs, and waits for it
    /// (stopping it after `timeout`, if given).
    private static func run(
        _ command: [String], in folder: String?, environment: [String: String]?,
        mergeErrors: Bool, timeout: Duration?, standardInput: Any, feed: () -> Void = {}
    ) throws -> Result {
        let outFile = try temporaryFile("out")
        let errFile = try temporaryFile("err")
        defer {
            try? FileManager.default.removeItem(at: outFile)
            try? FileManager.default.removeItem(at: errFile)
        }
        let out = try FileHandle(forWritingTo: outFile)
        let err = mergeErrors ? out : try FileHandle(forWritingTo: errFile)
        let process = Process()
        if command.first?.contains("/") == true {
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = command
        }
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if let environment { process.environment = environment }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = standardInput
        try process.run()
        let stopped = timeout.map { stop(process, after: $0) }
        feed()
        process.waitUntilExit()
        stopped?.cancel()
        try? out.close()
        if !mergeErrors { try? err.close() }
        return Result(
            status: process.terminationStatus, outputBytes: bytes(of: outFile),
            errorBytes: mergeErrors ? [] : bytes(of: errFile),
            timedOut: stopped != nil && process.terminationReason == .uncaughtSignal
                && process.terminationStatus == SIGTERM)
    }

    /// Stops `process` once `timeout` has passed, unless the returned work is cancelled first.
    private static func stop(_ process: Process, after timeout: Duration) -> DispatchWorkItem {
        let work = DispatchWorkItem { if process.isRunning { process.terminate() } }
        let (seconds, attoseconds) = timeout.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.global().asyncAfter(
            deadline: .now() + .nanoseconds(nanoseconds), execute: work)
        return work
    }

    /// A new empty file in the temporary folder, for one of a command's outputs.
    private static func temporaryFile(_ suffix: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbench-\(UUID().uuidString).\(suffix)")
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        return file
    }

    /// A file's bytes. An empty file is not read: Foundation's reading of one leaks a buffer,
    /// which a sanitized build reports.
    private static func bytes(of file: URL) -> [UInt8] {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int
        guard let size, size > 0 else { return [] }
        return (try? Data(contentsOf: file)).map { Array($0) } ?? []
    }
}

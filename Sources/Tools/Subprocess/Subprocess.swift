import Foundation

/// Runs a command and waits for it: the one way the workbench and the tracer start another
/// process (the toolchain's tools, `swift build`, a pattern's executable).
public enum Subprocess {
    /// What a finished command left: its exit status and what it printed.
    public struct Result: Sendable {
        public var status: Int32
        /// Standard output; standard error too, when the run merged them.
        public var output: String
        /// Standard error, when the run kept it apart; empty otherwise.
        public var errors: String
    }

    /// Runs `command` (its first word a path, or a name looked up on `PATH`) in `folder`, with
    /// `environment` (this process's when nil) and `input` on its standard input (none when
    /// nil). Standard error goes with standard output when `mergeErrors`. Both are written to
    /// files, not pipes: a pipe nobody reads could fill and stall the command. Throws only when
    /// the command cannot be started or its output cannot be kept.
    public static func run(
        _ command: [String], in folder: String? = nil, input: String? = nil,
        environment: [String: String]? = nil, mergeErrors: Bool = false
    ) throws -> Result {
        let temporary = FileManager.default.temporaryDirectory
        let id = UUID().uuidString
        let outFile = temporary.appendingPathComponent("workbench-\(id).out")
        let errFile = temporary.appendingPathComponent("workbench-\(id).err")
        guard FileManager.default.createFile(atPath: outFile.path, contents: nil),
            FileManager.default.createFile(atPath: errFile.path, contents: nil)
        else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
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
        let feed = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        try process.run()
        if let input {
            let writer = feed.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(Data(input.utf8))
                try? writer.close()
            }
        }
        process.waitUntilExit()
        try? out.close()
        if !mergeErrors { try? err.close() }
        return Result(
            status: process.terminationStatus, output: text(of: outFile),
            errors: mergeErrors ? "" : text(of: errFile))
    }

    /// A file's bytes as text, any invalid UTF-8 repaired. An empty file is not read:
    /// Foundation's reading of one leaks a buffer, which a sanitized build reports.
    private static func text(of file: URL) -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int
        guard let size, size > 0 else { return "" }
        return (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

import Foundation

/// Runs a command-line tool of the toolchain and returns what it printed.
enum Tool {
    /// Runs `command` (its first word looked up on `PATH`) in `folder`, feeding it `input`;
    /// throws a one-line error naming the tool and `what` it was needed for when it is missing
    /// or fails (with `failure` as the line, and the tool's last lines of output as details,
    /// when given).
    static func run(
        _ command: [String], input: String? = nil, what: String, in folder: String? = nil,
        failure: String? = nil
    ) throws(TraceError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        // Standard error goes to a file: a pipe nobody reads could fill and stall the tool.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trace-tool-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errors = try? FileHandle(forWritingTo: errorFile)
        let output = Pipe()
        let feed = Pipe()
        process.standardOutput = output
        process.standardError = errors ?? FileHandle.nullDevice
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        do {
            try process.run()
        } catch {
            throw TraceError("could not run `\(command[0])` to \(what): \(error)")
        }
        if let input {
            let writer = feed.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(Data(input.utf8))
                try? writer.close()
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errors?.close()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            if process.terminationStatus == 127 {
                throw TraceError("`\(command[0])` is not installed; it is needed to \(what)")
            }
            let errorText = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            let lines = (text + errorText).split(separator: "\n").map(String.init)
            if let failure {
                throw TraceError(failure, details: Array(lines.suffix(15)))
            }
            let reason = lines.last ?? "exit status \(process.terminationStatus)"
            throw TraceError("`\(command.joined(separator: " "))` failed: \(reason)")
        }
        return text
    }
}

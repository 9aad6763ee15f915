import Foundation
import Subprocess

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
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(command, in: folder, input: input)
        } catch {
            throw TraceError("could not run `\(command[0])` to \(what): \(error)")
        }
        guard result.status == 0 else {
            if result.status == 127 {
                throw TraceError("`\(command[0])` is not installed; it is needed to \(what)")
            }
            let lines = (result.output + result.errors).split(separator: "\n").map(String.init)
            if let failure {
                throw TraceError(failure, details: Array(lines.suffix(15)))
            }
            let reason = lines.last ?? "exit status \(result.status)"
            throw TraceError("`\(command.joined(separator: " "))` failed: \(reason)")
        }
        return result.output
    }
}

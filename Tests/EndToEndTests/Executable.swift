import BehaviourTesting
import Foundation
import Harness
import PatternCatalog
import Subprocess

/// What one run of an executable printed, and how it exited.
struct RunResult: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
}

/// Runs a pattern's built executable (`mvc`, `mvp`, …) as a user would, feeding `input` on
/// standard input, with a plain environment (no colour, not a terminal).
func run(_ pattern: PatternDescriptor, _ arguments: [String] = [], input: String = "") throws
    -> RunResult
{
    try run(executable: pattern.command, arguments, input: input)
}

extension RunResult {
    /// The run with each error line's program name (`mvp: `, which differs from executable to
    /// executable) written `PROGRAM: `: what must be the same in every pattern.
    func withoutProgramName(_ pattern: PatternDescriptor) -> RunResult {
        var result = self
        result.stderr = stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                line.hasPrefix("\(pattern.command): ")
                    ? "PROGRAM: " + line.dropFirst(pattern.command.count + 2) : String(line)
            }
            .joined(separator: "\n")
        return result
    }
}

/// Runs the built executable `name` from the package's root folder.
func run(
    executable name: String, _ arguments: [String] = [], input: String = "",
    environment: [String: String] = [:], directory: String? = nil
) throws -> RunResult {
    let raw = try runBytes(
        executable: name, arguments, input: Array(input.utf8), environment: environment,
        directory: directory)
    return RunResult(
        stdout: String(decoding: raw.stdout, as: UTF8.self),
        stderr: String(decoding: raw.stderr, as: UTF8.self),
        status: raw.status)
}

/// What one run printed, byte for byte: for checking that no raw control byte got out.
struct RawRunResult: Equatable {
    var stdout: [UInt8]
    var stderr: [UInt8]
    var status: Int32
}

/// Runs the built executable `name` (or the program at an absolute path) on the bytes `input`,
/// from `directory` (the package's root folder unless told), with `environment` added to a
/// plain one (no colour, not a terminal, no COLUMNS).
func runBytes(
    executable name: String, _ arguments: [String] = [], input: [UInt8] = [],
    environment: [String: String] = [:], directory: String? = nil
) throws -> RawRunResult {
    let path = name.hasPrefix("/") ? name : productsDirectory.appendingPathComponent(name).path
    var plain = ProcessInfo.processInfo.environment
    plain["NO_COLOR"] = nil
    plain["COLUMNS"] = nil
    plain["WORKBENCH_SCRATCH_PATH"] = nil  // the workbench measures this build
    let result = try Subprocess.run(
        [path] + arguments, in: directory ?? packageRoot.path, inputBytes: input,
        environment: plain.merging(environment) { $1 })
    return RawRunResult(
        stdout: result.outputBytes, stderr: result.errorBytes, status: result.status)
}

/// The package's root folder.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Where `swift build` put the executables: the products folder of the build these tests belong
/// to, found from the test binary's own location (`BehaviourTesting.testProductsFolder`).
let productsDirectory: URL = testProductsFolder

/// Writes `contents` to a fresh temporary file and returns its path.
func temporaryFile(_ contents: String, suffix: String = ".txt") throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("workbench-\(UUID().uuidString)\(suffix)").path
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

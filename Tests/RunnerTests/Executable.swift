import BehaviourTesting
import Foundation
import Harness

/// What one run of an executable printed, and how it exited.
struct RunResult: Equatable {
    var stdout: String
    var stderr: String
    var status: Int32
}

/// Runs a pattern's built executable (`mvc`, `mvp`, …) as a user would, feeding `input` on
/// standard input, with a plain environment (no colour, not a terminal).
func run(_ pattern: Pattern, _ arguments: [String] = [], input: String = "") throws -> RunResult {
    try run(executable: pattern.rawValue, arguments, input: input)
}

/// Runs the built executable `name` from the package's root folder.
func run(executable name: String, _ arguments: [String] = [], input: String = "") throws
    -> RunResult
{
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent(name)
    process.currentDirectoryURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    environment["WORKBENCH_SCRATCH_PATH"] = nil  // the workbench measures this build
    process.environment = environment
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    // Read both pipes to the end before waiting, so a full pipe cannot block the child.
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return RunResult(
        stdout: String(decoding: output, as: UTF8.self),
        stderr: String(decoding: errors, as: UTF8.self),
        status: process.terminationStatus)
}

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

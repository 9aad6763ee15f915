import Foundation
import Subprocess
import Terminal
import TextUI

/// The measuring run behind the testability report's view counts: each pattern behaviour test
/// (Tests/<Pattern>Tests, one per behaviour in Tests/behaviours.json) runs alone, in a process of
/// its own, with the toolkit counting every view that process creates
/// (`ViewCounter.countFileVariable`, Sources/Shared/TextUI/ViewCounter.swift). One test per process, so
/// tests running side by side never share a count; and nothing in a test or its suite measures,
/// so each test file compiles as it is in an app's test target.
///
/// The count is written as the test's `ViewCountRecord` in the build's records folder, where the
/// report reads it. A test that fails, or a filter that runs no test, stops the run.
package struct ViewCountRun: Sendable {
    /// The build whose tests are measured (built first, then run with `--skip-build`).
    package let build: BuildInUse

    /// One test to measure: a pattern module's test of a behaviour.
    package struct Test: Equatable, Sendable {
        package var module: String
        package var behaviour: String
    }

    /// Every pattern behaviour test, pattern by pattern.
    package func tests() throws -> [Test] {
        let behaviours = try BehaviourSpec.load(root: build.root)
        return ArchitectureRules.patternModules.flatMap { module in
            behaviours.map { Test(module: module, behaviour: $0.behaviour) }
        }
    }

    /// Runs every test alone and writes its record. Says what it does on standard error.
    package func run(because reason: String) throws {
        try build.runStep(build.buildCommand, because: reason)
        let tests = try tests()
        let example = tests.first.map { ": `\(BuildInUse.shell(command(for: $0)))`, …" } ?? ""
        Console.error(
            "measuring the views of \(tests.count) pattern behaviour tests, each alone in a "
                + "process\(example)", prefix: "workbench: ")
        let started = Date()
        for test in tests {
            let views = try measure(test)
            try ViewCountRecord(pattern: test.module, behaviour: test.behaviour, views: views)
                .write(in: build.build.testabilityFolder)
        }
        Console.error(
            String(format: "done in %.0f s", Date().timeIntervalSince(started)),
            prefix: "workbench: ")
    }

    /// The command that runs `test` alone, on the build as it is: the build's test binary itself
    /// where it is one (Linux: `<products>/<Package>PackageTests.xctest`, started as `swift test`
    /// starts it, in a tenth of the time), else `swift test --skip-build`.
    package func command(for test: Test) -> [String] {
        let filter = ["--filter", Self.filter(for: test)]
        if let binary = testBinary {
            return [binary, "--testing-library", "swift-testing"] + filter
        }
        return ["swift", "test", "--skip-build"] + filter + build.commandScratchArguments
    }

    /// The build's test binary, when it is an executable file (`TestRunner.testBinary`).
    package var testBinary: String? {
        TestRunner(
            root: build.root, productsFolder: build.build.productsFolder, scratchArguments: []
        ).testBinary
    }

    /// The `--filter` that matches `test` alone: `MVCTests.<suite>/<behaviour>()`.
    package static func filter(for test: Test) -> String {
        "^\(test.module)Tests\\.[^/]+/\(test.behaviour)\\(\\)"
    }

    /// Runs `test` in a process of its own with the toolkit's count switched on, and returns
    /// the views it created.
    package func measure(_ test: Test) throws -> Int {
        let countFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbench-views-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: countFile) }
        var environment = ProcessInfo.processInfo.environment
        environment[ViewCounter.countFileVariable] = countFile
        let command = command(for: test)
        let result = try Subprocess.run(
            command, in: build.root, environment: environment, mergeErrors: true)
        guard result.status == 0 else {
            throw MeasuringError.index(
                "`\(BuildInUse.shell(command))` failed (exit \(result.status)); run it to see why")
        }
        guard Self.ranOneTest(result.output) else {
            throw MeasuringError.index(
                "`\(BuildInUse.shell(command))` ran no test \(test.module)Tests."
                    + "\(test.behaviour)(): each behaviour needs a test of that name")
        }
        return try Self.views(inCountFile: countFile)
    }

    /// Whether a test run's output says it ran exactly one test (Swift Testing's last line:
    /// `Test run with 1 test in 1 suite passed after …`).
    package static func ranOneTest(_ output: String) -> Bool {
        output.contains("Test run with 1 test ")
    }

    /// The count the toolkit left in `path`: no file, no view created.
    package static func views(inCountFile path: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let views = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw MeasuringError.index("the view count in \(path) is not a number: '\(text)'")
        }
        return views
    }
}

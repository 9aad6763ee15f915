import Foundation
import Subprocess

/// Runs tests of a build that is already built, a few at a time and fast: the build's test
/// binary itself where it is one (Linux: `<products>/<Package>PackageTests.xctest`, started as
/// `swift test` starts it, in a tenth of the time), else `swift test --skip-build`.
package struct TestRunner: Sendable {
    /// The package's root folder, where the tests run.
    package let root: String
    /// The build's products folder, and the scratch folder to name when `swift test` runs them.
    package let productsFolder: String
    package let scratchArguments: [String]

    package init(root: String, productsFolder: String, scratchArguments: [String]) {
        self.root = root
        self.productsFolder = productsFolder
        self.scratchArguments = scratchArguments
    }

    /// What one run found: the tests it ran and those that failed (`Module.Suite/test()`),
    /// whether it ended in time, and how long it took.
    package struct Run: Sendable {
        package var ran: [String]
        package var failing: [String]
        package var status: Int32
        package var timedOut: Bool
        package var seconds: Double

        /// Whether something failed: a test, the process (a trap), or the time limit.
        package var caughtSomething: Bool { !failing.isEmpty || status != 0 || timedOut }
        /// Whether no test ran because none matched the filter: swift-testing's exit 69
        /// (`EX_UNAVAILABLE`), which `caughtSomething` cannot tell from a failure.
        package var ranNothing: Bool { ran.isEmpty && status == 69 && !timedOut }
    }

    /// The build's test binary, when it is an executable file. (On macOS it is a bundle, which
    /// only a test runner can start.)
    package var testBinary: String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: productsFolder)) ?? []
        let binaries = names.filter { $0.hasSuffix("PackageTests.xctest") }.map {
            productsFolder + "/" + $0
        }
        var isFolder: ObjCBool = false
        guard binaries.count == 1, let binary = binaries.first,
            FileManager.default.fileExists(atPath: binary, isDirectory: &isFolder),
            !isFolder.boolValue, FileManager.default.isExecutableFile(atPath: binary)
        else { return nil }
        return binary
    }

    /// Every test of the build, as `Module.Suite/test()`.
    package func list() throws -> [String] {
        let command =
            testBinary.map { [$0, "--testing-library", "swift-testing", "--list-tests"] }
            ?? ["swift", "test", "list", "--skip-build"] + scratchArguments
        let result = try Subprocess.run(command, in: root)
        return result.output.split(separator: "\n").map(String.init).filter { $0.contains("/") }
    }

    /// The `--filter` that matches the tests `ids` (`Module.Suite/test()`, as `list()` gives
    /// them, with or without their source location). Not anchored at the end: Swift Testing
    /// matches it against a test's whole id, which may go on with the test's source location.
    package static func filter(_ ids: [String]) -> String {
        let escaped = ids.map {
            $0.replacingOccurrences(of: ".", with: "\\.")
                .replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(
                    of: ")", with: "\\)")
        }
        return "^(" + escaped.joined(separator: "|") + ")"
    }

    /// Runs the tests `ids` in one process with `environment` added to this one's, stopped
    /// after `timeout`.
    package func run(
        _ ids: [String], environment: [String: String] = [:], timeout: Duration = .seconds(120)
    ) throws -> Run {
        let report = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbench-tests-\(UUID().uuidString).xml").path
        let testingReport = report.replacingOccurrences(of: ".xml", with: "-swift-testing.xml")
        defer {
            for file in [report, testingReport] {
                try? FileManager.default.removeItem(atPath: file)
            }
        }
        let filter = ["--filter", Self.filter(ids), "--xunit-output", report]
        let command =
            testBinary.map { [$0, "--testing-library", "swift-testing"] + filter }
            ?? ["swift", "test", "--skip-build"] + filter + scratchArguments
        let started = Date()
        let result = try Subprocess.run(
            command, in: root,
            environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
            mergeErrors: true, timeout: timeout)
        let xml =
            (try? String(contentsOfFile: report, encoding: .utf8))
            ?? (try? String(contentsOfFile: testingReport, encoding: .utf8)) ?? ""
        let cases = XUnitReport.testCases(in: xml)
        return Run(
            ran: cases.map(\.id), failing: cases.filter(\.failed).map(\.id),
            status: result.status, timedOut: result.timedOut,
            seconds: Date().timeIntervalSince(started))
    }
}

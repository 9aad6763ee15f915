import Foundation
import PatternCatalog
import Testing
import WorkbenchKit

/// `workbench`: usage errors exit with 64 and one line; `metrics` reads this package's index.
@Suite struct WorkbenchCommandTests {
    @Test func withoutACommandItPrintsItsHelpAndSucceedsAsArgumentParserDoes() throws {
        let result = try run(executable: "workbench")
        #expect(result.stdout.hasPrefix("Usage: workbench <command> [options]\n"))
        #expect(result.status == 0)
    }

    @Test func aPatternDiffedWithItselfSaysSo() throws {
        let result = try run(executable: "workbench", ["diff", "mvp", "MVP"])
        #expect(result.stdout == "MVP and MVP are the same pattern: no differences\n")
        #expect(result.status == 0)
    }

    @Test(arguments: [
        (["bogus"], "workbench: unknown command 'bogus' (see 'workbench help')\n"),
        (
            ["metrics", "mvx"],
            "workbench metrics: unknown pattern 'mvx'; use \(PatternDescriptor.commandList) (see 'workbench metrics --help')\n"
        ),
        (
            ["metrics", "--fast"],
            "workbench metrics: unknown option '--fast' (see 'workbench metrics --help')\n"
        ),
        (
            ["diff", "--unified", "--width", "80", "mvc", "mvp"],
            "workbench diff: --width sets the side-by-side columns; a --unified diff has none (see 'workbench diff --help')\n"
        ),
        (
            ["trace", "--save", "--check"],
            "workbench trace: --save records the traces and --check compares them with the saved ones: give one (see 'workbench trace --help')\n"
        ),
        (
            ["bench", "--samples", "1"],
            "workbench bench: --samples takes a whole number from 3 to 10000, not '1' (see 'workbench bench --help')\n"
        ),
    ])
    func usageErrorsAreOneLineAndExit64(arguments: [String], message: String) throws {
        let result = try run(executable: "workbench", arguments)
        #expect(result.stderr == message)
        #expect(result.stdout == "")
        #expect(result.status == 64)
    }

    /// `--no-build`: this test run is the build in use, so the workbench must not start
    /// another. Without a measuring run of this build, view counts are "not measured".
    @Test func metricsReportsThePatternFromTheIndexOfThisBuild() throws {
        let result = try run(executable: "workbench", ["metrics", "--no-build", "MVP"])  // any case
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("## MVP\n\n```text\nview ──────┬──  "))
        #expect(
            result.stdout.contains("──▶ presenter ⇄\n"), "MVP's presenter and view use each other")
        // One heading level for the pattern, the package rules and testability, whose parts
        // are a level below; one test shown.
        let headings = result.stdout.split(separator: "\n").filter {
            $0.hasPrefix("## ") || $0.hasPrefix("# ")
        }
        #expect(headings == ["## MVP", "## Package rules", "## Testability"])
        #expect(result.stdout.contains("\n### What the tests touch\n"))
        #expect(result.stdout.contains("\nEach pattern's test of `"))
        #expect(result.stdout.contains("| presenters reach views only through protocols |"))
        #expect(result.stdout.contains("\n## Testability\n"))
        #expect(result.stderr.hasPrefix("analysed "))
        #expect(result.stderr.hasSuffix(" (build: \(productsDirectory.path))\n"))
        let json = try run(executable: "workbench", ["metrics", "--json", "--no-build"])
        let decoded =
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((decoded?["patterns"] as? [Any])?.count == PatternDescriptor.all.count)
        let testability = decoded?["testability"] as? [String: Any]
        #expect((testability?["patterns"] as? [Any])?.count == PatternDescriptor.all.count)
    }

    @Test func withoutAnIndexAndWithoutBuildingItFailsNamingTheCommand() throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbench-empty-\(UUID().uuidString)").path
        let result = try run(
            executable: "workbench", ["metrics", "--no-build", "--scratch-path", scratch])
        #expect(result.status == 66, "an input that cannot be had")
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(
            lines.first?.hasPrefix("workbench metrics: no index store at \(scratch)/") == true)
        #expect(
            lines.first?.hasSuffix(
                "; run `swift build --build-tests --scratch-path \(scratch)` (or leave out --no-build)"
            ) == true)
    }
}

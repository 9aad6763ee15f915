import Foundation
import Testing

/// `workbench`: usage errors exit with 64 and one line; `metrics` reads this package's index.
@Suite struct WorkbenchCommandTests {
    @Test func withoutACommandItPrintsUsageAndExitsWith64() throws {
        let result = try run(executable: "workbench")
        #expect(result.stdout.hasPrefix("Usage: workbench <command> [options]\n"))
        #expect(result.status == 64)
    }

    @Test(arguments: [
        (["bogus"], "error: unknown command 'bogus' (see 'workbench help')\n"),
        (
            ["metrics", "mvx"],
            "error: unknown pattern 'mvx'; use mvc, mvc-variant, mvp or mvvm (see 'workbench metrics --help')\n"
        ),
        (
            ["metrics", "--fast"],
            "error: unknown option '--fast' (see 'workbench metrics --help')\n"
        ),
        (
            ["bench", "--samples", "1"],
            "error: --samples takes a whole number from 3 to 10000, not '1' (see 'workbench bench --help')\n"
        ),
    ])
    func usageErrorsAreOneLineAndExit64(arguments: [String], message: String) throws {
        let result = try run(executable: "workbench", arguments)
        #expect(result.stderr == message)
        #expect(result.stdout == "")
        #expect(result.status == 64)
    }

    @Test func metricsReportsThePatternFromTheIndex() throws {
        let result = try run(executable: "workbench", ["metrics", "mvp"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("### MVP\n\n```mermaid\nflowchart LR\n"))
        #expect(result.stdout.contains("| presenters reach views only through protocols |"))
        #expect(result.stderr.hasPrefix("analysed "))
        let json = try run(executable: "workbench", ["metrics", "--json"])
        let decoded =
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((decoded?["patterns"] as? [Any])?.count == 4)
    }
}

import Foundation
import PatternCatalog
import Testing

@testable import Harness
@testable import WorkbenchKit

/// Every command of every executable answers `--help` and `-h` with its own usage, on standard
/// output, with exit status 0.
@MainActor
@Suite struct HelpTests {
    @Test(arguments: PatternDescriptor.all)
    func everyPatternExecutableAnswersHelpWithItsUsage(pattern: PatternDescriptor) throws {
        let usage = Runner.help(for: pattern)
        let expected = RunResult(stdout: usage + "\n", stderr: "", status: 0)

        let runs = try [["--help"], ["-h"], ["--rows", "0", "--help"], ["--bogus", "-h"]].map {
            try run(pattern, $0)
        }

        for (arguments, result) in zip(["--help", "-h", "--rows 0 --help", "--bogus -h"], runs) {
            #expect(result == expected, "\(pattern.command) \(arguments)")
        }
        #expect(usage.hasPrefix("Usage: \(pattern.command) [options]\n"))
        #expect(
            usage.hasSuffix(
                """
                Exit status (sysexits): 0 success; 64 usage error (a bad option or argument);
                65 bad data (a bad script line, or a catalog file that is not a valid catalog);
                66 an input file that cannot be opened (the --script or --catalog file);
                69 --trace could not record (a tool it needs is missing, or the traced build failed);
                73 the --trace-json file cannot be created (checked before the screens run).
                """))
    }

    /// The usage lines that open each command's help: its own.
    static let firstLines = [
        "diff":
            "Usage: workbench diff [--unified] [--width N] [--scratch-path PATH] PATTERN PATTERN [SCREEN]",
        "metrics":
            "Usage: workbench metrics [--json | --mermaid] [--no-build] [--scratch-path PATH] [PATTERN]",
        "compare": "Usage: workbench compare [--check] [--no-build] [--scratch-path PATH]",
        "site": "Usage: workbench site [--check] [--no-build] [--scratch-path PATH]",
        "bench": "Usage: workbench bench [--json] [--save] [--samples N]",
        "changes": """
        Usage: workbench changes [--pattern P,… | --stale] [--scratch-path PATH] [NAME…]
               workbench changes --check [--all] [--scratch-path PATH] [NAME…]
               workbench changes --try [--save] [--scratch-path PATH] DIR
               workbench changes --try --check [--all] [--scratch-path PATH] [NAME…]
               workbench changes --refresh NAME…
        """,
        "trace": """
        Usage: workbench trace [--mermaid | --text] [--width N] [--scratch-path PATH] BEHAVIOUR [PATTERN…]
               workbench trace --save | --check | --list
        """,
    ]

    @Test(arguments: ["diff", "metrics", "compare", "site", "bench", "changes", "trace"])
    func everyWorkbenchCommandAnswersHelpWithItsOwnUsage(command: String) throws {
        let found = try #require(WorkbenchCommands.named(command))
        let usage = found.usage
        let expected = RunResult(stdout: usage + "\n", stderr: "", status: 0)

        let forms = [
            [command, "--help"], [command, "-h"], [command, "mvp", "--bogus", "-h"],
            ["help", command],
        ]
        for arguments in forms {
            #expect(try run(executable: "workbench", arguments) == expected, "\(arguments)")
        }
        #expect(usage.hasPrefix(try #require(Self.firstLines[command]) + "\n\n"))
        #expect(
            usage.hasSuffix(Usage.exitStatusText(found.exitStatuses)), "its own exit statuses only")
    }

    @Test func workbenchAnswersHelpWithItsCommands() throws {
        let usage = WorkbenchCommands.usage
        let expected = RunResult(stdout: usage + "\n", stderr: "", status: 0)

        for arguments in [[], ["--help"], ["-h"], ["help"]] {
            #expect(try run(executable: "workbench", arguments) == expected, "\(arguments)")
        }
        #expect(usage.hasPrefix("Usage: workbench <command> [options]\n\n"))
        for command in WorkbenchCommands.all {
            #expect(
                usage.contains(
                    "\n  \(command.synopsis.replacingOccurrences(of: "\n", with: "\n  "))"),
                "the help lists \(command.name)")
        }
        // `help --help` is the help command's own help, as argument-parser does it.
        #expect(
            try run(executable: "workbench", ["help", "--help"])
                == RunResult(stdout: HelpCommand.usage + "\n", stderr: "", status: 0))
    }

    @Test func helpForAnUnknownCommandIsAUsageError() throws {
        let result = try run(executable: "workbench", ["help", "bogus"])

        #expect(
            result
                == RunResult(
                    stdout: "",
                    stderr: "workbench help: unknown command 'bogus' (see 'workbench help')\n",
                    status: 64))
    }
}

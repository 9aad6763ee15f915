import Foundation
import Harness
import PatternCatalog
import Testing

/// One exit-status rule, from BSD's sysexits, for every executable: 0 success, 64 usage error,
/// 65 bad data, 66 an input file that cannot be opened (and for `workbench`, 1 a failed check).
@Suite struct ExitStatusTests {
    @Test(arguments: PatternDescriptor.all)
    func aPatternExecutableExitsBySysexits(pattern: PatternDescriptor) throws {
        let script = try temporaryFile("select 1\n")
        let notACatalog = try temporaryFile("{}", suffix: ".json")
        let directory = FileManager.default.temporaryDirectory.path
        let program = pattern.command
        let format = "the format is in docs/catalog.md"
        let cases: [([String], String, RunResult)] = [
            (["--script", script], "", RunResult(stdout: "", stderr: "", status: 0)),
            (
                ["--bogus"], "",
                RunResult(
                    stdout: "", stderr: "\(program): unknown option '--bogus' (see --help)\n",
                    status: 64)
            ),
            (
                [], "bogus\n",
                RunResult(
                    stdout: "",
                    stderr:
                        "\(program): line 1: bogus: unknown command (type 'help' for the list)\n",
                    status: 65)
            ),
            (
                ["--catalog", notACatalog], "",
                RunResult(
                    stdout: "",
                    stderr: "\(program): \(notACatalog):1:1: app: missing (add it, like "
                        + #""app": {"name": "QQ", "image": "QQ"}; \#(format))"# + "\n",
                    status: 65)
            ),
            (
                ["--script", "/no/such/script"], "",
                RunResult(
                    stdout: "",
                    stderr: "\(program): cannot open the script '/no/such/script': no such file "
                        + "(check the path, or pipe the commands in)\n",
                    status: 66)
            ),
            (
                ["--script", directory], "",
                RunResult(
                    stdout: "",
                    stderr: "\(program): cannot open the script '\(directory)': it is a "
                        + "directory, not a file of commands (check the path, or pipe the "
                        + "commands in)\n",
                    status: 66)
            ),
            (
                ["--catalog", "/no/such.json"], "",
                RunResult(
                    stdout: "",
                    stderr: "\(program): cannot open the catalog '/no/such.json': no such file "
                        + "(check the path)\n",
                    status: 66)
            ),
            (
                ["--catalog", directory], "",
                RunResult(
                    stdout: "",
                    stderr: "\(program): cannot open the catalog '\(directory)': it is a "
                        + "directory, not a JSON file (check the path)\n",
                    status: 66)
            ),
        ]
        for (arguments, input, expected) in cases {
            var result = try run(pattern, arguments, input: input)
            if expected.status == 0 { result.stdout = "" }  // the frame is tested elsewhere
            #expect(result == expected, "\(pattern.command) \(arguments)")
        }
    }

    @Test func workbenchExitsBySysexits() throws {
        let help = try run(executable: "workbench", ["help"])
        #expect(help.status == 0)

        let unknownPattern = try run(executable: "workbench", ["diff", "mvp", "mvx"])
        #expect(
            unknownPattern
                == RunResult(
                    stdout: "",
                    stderr:
                        "workbench diff: unknown pattern 'mvx'; use \(PatternDescriptor.commandList) "
                        + "(see 'workbench diff --help')\n",
                    status: 64))

        let elsewhere = FileManager.default.temporaryDirectory.path
        for arguments in [["diff", "mvp", "mvvm"], ["metrics"], ["compare", "--check"]] {
            let command = arguments[0]
            let result = try run(executable: "workbench", arguments, directory: elsewhere)
            #expect(
                result
                    == RunResult(
                        stdout: "",
                        stderr:
                            "workbench \(command): run workbench from the package's root folder "
                            + "(no Package.swift here)\n",
                        status: 66),
                "\(arguments)")
        }
    }

    /// `trace` checks what it is told before it looks for a package or a build: a wrong word is
    /// a usage error wherever it is typed.
    @Test func traceRefusesBadWordsBeforeItLooksForABuild() throws {
        let elsewhere = FileManager.default.temporaryDirectory.path
        let cases: [([String], String)] = [
            (
                ["trace", "bogus"],
                "unknown behaviour 'bogus' (one of: tap-row, store-rename, tap-card, type-email, search, "
                    + "open-detail)"
            ),
            (
                ["trace", "tap-row", "mvx"],
                "unknown pattern 'mvx'; use \(PatternDescriptor.commandList)"
            ),
            (["trace", "--list", "tap-row"], "--list takes nothing else"),
            (
                ["trace", "--save", "--text"],
                "--text is for one behaviour's traces; it does not go with --save"
            ),
            (
                ["trace", "--mermaid", "--text", "tap-row"],
                "--mermaid and --text both say what to print: give one"
            ),
            (
                ["trace", "--width", "20", "tap-row"],
                "--width takes a whole number from 40 to 1000, not '20'"
            ),
            (
                ["trace", "--mermaid", "--width", "80", "tap-row"],
                "--width sets the text diagram's columns; --mermaid has none ('80')"
            ),
            (["trace", "--scratch-path", "", "tap-row"], "--scratch-path needs a folder"),
        ]
        for (arguments, message) in cases {
            #expect(
                try run(executable: "workbench", arguments, directory: elsewhere)
                    == RunResult(
                        stdout: "",
                        stderr: "workbench trace: \(message) (see 'workbench trace --help')\n",
                        status: 64),
                "\(arguments)")
        }
    }
}

import Foundation
import Harness
import PatternCatalog
import Subprocess
import Testing

/// Every error of a pattern program is one line, `PROGRAM: what is wrong (what to do)`, with its
/// exit status, in every executable: in a script, interactively and at start-up (docs/screens.md,
/// "Error messages"). What the user typed is quoted up to 40 characters, and every number
/// states its range.
@Suite struct ProgramErrorTests {
    static let digits = String(repeating: "9", count: 100_000)
    /// What an error quotes of `digits`: 40 characters and `…`.
    static let cut = String(repeating: "9", count: 40) + "…"

    /// Bad lines, each with the error it gets after `PROGRAM: line N: `, and the good lines
    /// between them (nil).
    static let lines: [(line: String, error: String?)] = [
        (
            "select " + digits,
            "select: '\(cut)' is out of range (a row number is from 1 to 1000000)"
        ),
        ("select 1000001", "select: '1000001' is out of range (a row number is from 1 to 1000000)"),
        ("scroll 0", "scroll: '0' is out of range (a row number is from 1 to 1000000)"),
        ("remove -3", "remove: '-3' is not a row number (a whole number from 1 to 1000000)"),
        (
            String(repeating: "x", count: 100_000),
            "\(String(repeating: "x", count: 40))…: unknown command (type 'help' for the list)"
        ),
        (
            "price 3 " + String(repeating: "9", count: 41),
            "price: '\(cut)' is out of range (prices are 0 to 999999.99)"
        ),
        ("price 3 1000000", "price: '1000000' is out of range (prices are 0 to 999999.99)"),
        ("price 3 999999.99", nil),
        ("add 1000000.00 Tea", "add: '1000000.00' is out of range (prices are 0 to 999999.99)"),
        ("price 3 " + digits + ".5", "price: '\(cut)' is out of range (prices are 0 to 999999.99)"),
        ("answer 0", "answer: '0' is out of range (a request number is from 1 to 1000000)"),
        (
            "answer " + digits,
            "answer: '\(cut)' is out of range (a request number is from 1 to 1000000)"
        ),
        (
            "wait 3600001",
            "wait: '3600001' is out of range (a number of milliseconds is from 0 to 3600000)"
        ),
        (
            "tab " + String(repeating: "y", count: 1000),
            "tab: '\(String(repeating: "y", count: 40))…' is not a tab (tab shop, tab profile or tab search)"
        ),
        ("tap " + digits, "tap: unexpected '\(cut)' at the end (just 'tap')"),
        ("tab profile", nil),
        ("delete first 1001", "delete: '1001' is out of range (a count is from 1 to 1000)"),
        ("delete first 0", "delete: '0' is out of range (a count is from 1 to 1000)"),
        ("delete first 1000", nil),
        (
            "person email " + String(repeating: "b", count: 100),
            "person: the e-mail address '\(String(repeating: "b", count: 40))…' is not valid: needs an @ (write it like ada@example.org)"
        ),
        (
            "person birthdate " + digits,
            "person: '\(cut)' is not a date (write it like 1815-12-10, a year from 0001 to 9999)"
        ),
        (
            "person birthdate 10000-01-01",
            "person: '10000-01-01' is not a date (write it like 1815-12-10, a year from 0001 to 9999)"
        ),
    ]

    @Test(arguments: PatternDescriptor.all)
    func aBadLineIsOneLineWithItsNumberItsRangeAndAtMost40CharactersOfWhatWasTyped(
        pattern: PatternDescriptor
    ) throws {
        let script = Self.lines.map(\.line).joined(separator: "\n") + "\n"

        let result = try run(pattern, input: script)

        let expected = Self.lines.indices.compactMap { index in
            Self.lines[index].error.map { "\(pattern.command): line \(index + 1): \($0)" }
        }
        #expect(result.stderr.split(separator: "\n").map(String.init) == expected)
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.count < 200 })
        #expect(result.status == 65)
        #expect(result.stdout.contains("¥999999.99"))  // the largest price is one
    }

    @Test(arguments: PatternDescriptor.all)
    func anEmptyCatalogGetsOneMessageWhetherARowIsTouchedOrChanged(pattern: PatternDescriptor)
        throws
    {
        let empty = try temporaryFile(
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": []}"#, suffix: ".json")

        let result = try run(
            pattern, ["--catalog", empty], input: "select 1\nremove 1\nrename 1 Tea\nscroll 2\n")

        let program = pattern.command
        let empty1 =
            "there is no row 1: the shop list is empty (add a product first, e.g. add 2.50 Tea)"
        #expect(
            result.stderr == """
                \(program): line 1: select: \(empty1)
                \(program): line 2: remove: \(empty1)
                \(program): line 3: rename: \(empty1)
                \(program): line 4: scroll: there is no row 2: the shop list is empty (add a product first, e.g. add 2.50 Tea)

                """)
        #expect(result.status == 65)
    }

    /// Interactively, an error is the same line without a line number, and the loop goes on.
    @Test(arguments: PatternDescriptor.all)
    func interactivelyAnErrorIsOneLineAndTheLoopGoesOn(pattern: PatternDescriptor) throws {
        let path = productsDirectory.appendingPathComponent(pattern.command).path
        let result = try Subprocess.runAtTerminal(
            [path], in: packageRoot.path,
            typing: "select 21\nselect \(Self.digits.prefix(1000))\nbogus\ntrace on\nselect 2\n",
            environment: ["NO_COLOR": "1", "TERM": "dumb"])

        let program = pattern.command
        #expect(
            result.errors == """
                \(program): select: there is no row 21: the table has 20 rows (rows 1 to 20)
                \(program): select: '\(Self.cut)' is out of range (a row number is from 1 to 1000000)
                \(program): bogus: unknown command (type 'help' for the list)
                \(program): trace: this build cannot record calls (start with --trace, which builds the traced build and runs it)

                """)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("\(pattern.name) — the code is in \(pattern.folder)."))
        #expect(result.output.contains("▸ Product 2"), "the loop went on after the errors")
    }

    /// Errors that quote a command-line argument quote at most 40 characters of it.
    @Test(arguments: PatternDescriptor.all)
    func aHugeArgumentIsCut(pattern: PatternDescriptor) throws {
        let program = pattern.command
        let cases: [([String], String)] = [
            (
                ["--rows", Self.digits],
                "\(program): --rows takes a whole number from 1 to 100, not '\(Self.cut)' (see --help)"
            ),
            (
                ["--\(Self.digits)"],
                "\(program): unknown option '--\(String(repeating: "9", count: 38))…' (see --help)"
            ),
        ]
        for (arguments, message) in cases {
            #expect(
                try run(pattern, arguments)
                    == RunResult(stdout: "", stderr: message + "\n", status: 64))
        }
    }

    @Test func aProgramNamedAfterNoPatternSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("program-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let copy = folder + "/mvx"
        try FileManager.default.createSymbolicLink(
            atPath: copy, withDestinationPath: productsDirectory.appendingPathComponent("mvc").path)

        let result = try run(executable: copy)

        #expect(
            result
                == RunResult(
                    stdout: "",
                    stderr: "mvx: not a pattern's program (run it as "
                        + "\(PatternDescriptor.commandList))\n",
                    status: 64))
    }
}

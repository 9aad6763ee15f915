import Foundation
import Harness
import PatternCatalog
import Testing

/// Nothing typed by the user reaches the terminal raw: control characters, escape sequences,
/// bells and invalid UTF-8 come out as U+FFFD on every path — the script echo, the error lines
/// of a script, and the errors that quote a command-line argument, in every executable.
@Suite struct SanitisingTests {
    /// ESC [ 31m, BEL, a C1 control in UTF-8 (U+009B, CSI), and invalid UTF-8 bytes.
    static let hostile: [UInt8] =
        Array("a".utf8) + [0x1B] + Array("[31mred".utf8) + [0x07, 0xC2, 0x9B]
        + Array("2J".utf8) + [0xFF, 0xC3]
    /// What `hostile` looks like once sanitised: one U+FFFD per control character and per
    /// invalid byte.
    static let shown = "a\u{FFFD}[31mred\u{FFFD}\u{FFFD}2J\u{FFFD}\u{FFFD}"

    @Test(arguments: PatternDescriptor.all)
    func scriptEchoesAndErrorLinesAreSanitised(pattern: PatternDescriptor) throws {
        let script =
            Array("rename 1 ".utf8) + Self.hostile + [0x0A]
            + Self.hostile + [0x0A]
            + Array("price 1 9".utf8) + Self.hostile + [0x0A]
        let fromStandardInput = try runBytes(executable: pattern.command, input: script)
        let file = try temporaryFile("")
        try Data(script).write(to: URL(fileURLWithPath: file))
        let fromFile = try runBytes(executable: pattern.command, ["--script", file])

        for result in [fromStandardInput, fromFile] {
            let stdout = try #require(String(validating: result.stdout, as: UTF8.self))
            let stderr = try #require(String(validating: result.stderr, as: UTF8.self))
            #expect(
                stdout.split(separator: "\n").filter { $0.hasPrefix(">") } == [
                    "> rename 1 \(Self.shown)"
                ])
            #expect(stdout.contains("  \(Self.shown)  "))  // the frame shows the name the same way
            #expect(
                stderr == """
                    \(pattern.command): line 2: \(Self.shown): unknown command (type 'help' for the list)
                    \(pattern.command): line 3: price: '9\(Self.shown)' is not a price (write it like 19.10)

                    """)
            #expect(result.status == 65)
            Self.expectNoRawControls(result)
        }
    }

    @Test(arguments: PatternDescriptor.all)
    func errorsQuotingAnArgumentAreSanitised(pattern: PatternDescriptor) throws {
        let result = try runWithHostileArgument(pattern.command, ["--rows"])

        #expect(
            String(decoding: result.stderr, as: UTF8.self)
                == "\(pattern.command): --rows takes a whole number from 1 to 100, not '\(Self.shown)' "
                + "(see --help)\n")
        #expect(result.status == 64)
        Self.expectNoRawControls(result)
    }

    @Test func workbenchErrorsQuotingAnArgumentAreSanitised() throws {
        let result = try runWithHostileArgument("workbench", ["diff", "mvp"])

        #expect(
            String(decoding: result.stderr, as: UTF8.self)
                == "workbench diff: unknown pattern '\(Self.shown)'; use \(PatternDescriptor.commandList) "
                + "(see 'workbench diff --help')\n")
        #expect(result.status == 64)
        Self.expectNoRawControls(result)
    }

    /// Runs `executable` with `arguments` and then `hostile` as one more argument, through the
    /// shell, since a Swift `String` cannot hold the invalid bytes.
    func runWithHostileArgument(_ executable: String, _ arguments: [String]) throws
        -> RawRunResult
    {
        let octal = Self.hostile.map { "\\" + String($0, radix: 8) }.joined()
        let path = productsDirectory.appendingPathComponent(executable).path
        return try runBytes(
            executable: "/bin/sh",
            ["-c", #"exec "$0" "$@" "$(printf '\#(octal)')""#, path] + arguments)
    }

    /// Valid UTF-8 with no C0 control but the line break, no DEL and no C1 control.
    static func expectNoRawControls(_ result: RawRunResult) {
        for (name, bytes) in [("stdout", result.stdout), ("stderr", result.stderr)] {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                Issue.record("\(name) is not valid UTF-8")
                continue
            }
            let raw = text.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            }
            #expect(raw.isEmpty, "\(name) has raw controls: \(raw.map(\.value))")
        }
    }
}

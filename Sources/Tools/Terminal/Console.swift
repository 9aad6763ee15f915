import Foundation
import TextUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal: standard output and error, and whether they are terminals.
///
/// Text that comes from the user (a script line, a command-line argument, a name) reaches the
/// terminal only through `echo` or `error`, which pass it through the toolkit's one sanitiser
/// (`DisplayWidth.sanitized`), as every frame does: control characters, escape sequences and
/// bells are shown as `\u{FFFD}`, and invalid UTF-8 was already replaced by it when the bytes
/// were read.
public enum Console {
    public enum Stream { case input, output }

    public static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream == .input ? 0 : 1) == 1
    }

    public static func write(_ text: String) {
        print(text)
    }

    /// Writes `line` as a script line is echoed before its frame: `> ` and the line, sanitised.
    public static func echo(_ line: String) {
        print("> " + DisplayWidth.sanitized(line.trimmingCharacters(in: .whitespaces)))
    }

    public static func prompt(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }

    /// Writes one line to standard error, `error: ` first unless told otherwise. The text is
    /// sanitised: error messages quote what the user typed.
    public static func error(_ text: String, prefix: String = "error: ") {
        fflush(nil)  // so that the error lands after the frames printed before it
        let line = "\(prefix)\(DisplayWidth.sanitized(text))\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    public static func clearScreen() {
        if isTerminal(.output) { print("\u{1B}[H\u{1B}[2J", terminator: "") }
    }
}

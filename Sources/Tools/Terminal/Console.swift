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
        Progress.aroundStatus { print(text) }
    }

    /// Writes `line` as a script line is echoed before its frame: `> ` and the line, sanitised.
    public static func echo(_ line: String) {
        print("> " + DisplayWidth.sanitized(line.trimmingCharacters(in: .whitespaces)))
    }

    public static func prompt(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }

    /// Writes one line to standard error, `error: ` first unless told otherwise, above a
    /// `Progress` status line if one is drawn. The text is sanitised: error messages quote what
    /// the user typed.
    public static func error(_ text: String, prefix: String = "error: ") {
        fflush(nil)  // so that the error lands after the frames printed before it
        let line = "\(prefix)\(DisplayWidth.sanitized(text))\n"
        Progress.aroundStatus { FileHandle.standardError.write(Data(line.utf8)) }
    }

    /// The columns to fill: `COLUMNS` when set, else the terminal's width when standard output
    /// is a terminal, else 120; never fewer than 40.
    public static func outputWidth(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 {
            return max(40, columns)
        }
        return max(40, columns(of: 1) ?? 120)
    }

    /// The width of the terminal file descriptor `descriptor` writes to (1: standard output, 2:
    /// standard error), or nil when it is not one.
    public static func columns(of descriptor: Int32) -> Int? {
        guard isatty(descriptor) == 1 else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    public static func clearScreen() {
        if isTerminal(.output) { print("\u{1B}[H\u{1B}[2J", terminator: "") }
    }
}

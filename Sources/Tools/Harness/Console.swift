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

/// Lines from a file or standard input, read one at a time so a pipe is answered as it comes.
final class LineSource {
    private let file: UnsafeMutablePointer<FILE>?
    private let useStandardInput: Bool

    /// Standard input.
    init() {
        file = nil
        useStandardInput = true
    }

    /// The file at `path`; nil when it cannot be opened for reading or is a directory (which
    /// `fopen` opens on Linux, and then reads as empty).
    init?(path: String) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory.boolValue
        {
            return nil
        }
        guard let file = fopen(path, "r") else { return nil }
        self.file = file
        useStandardInput = false
    }

    deinit {
        if let file { fclose(file) }
    }

    func nextLine() -> String? {
        if useStandardInput { return readLine(strippingNewline: true) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        guard getline(&line, &capacity, file) >= 0, let line else { return nil }
        var text = String(cString: line)
        while let last = text.last, last.isNewline { text.removeLast() }
        return text
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal: standard output and error, and whether they are terminals.
public enum Console {
    public enum Stream { case input, output }

    public static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream == .input ? 0 : 1) == 1
    }

    public static func write(_ text: String) {
        print(text)
    }

    public static func prompt(_ text: String) {
        print(text, terminator: "")
        fflush(nil)
    }

    /// Writes one line to standard error, `error: ` first unless told otherwise.
    public static func error(_ text: String, prefix: String = "error: ") {
        fflush(nil)  // so that the error lands after the frames printed before it
        FileHandle.standardError.write(Data("\(prefix)\(text)\n".utf8))
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

    init?(path: String) {
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

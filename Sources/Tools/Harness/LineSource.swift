import Foundation
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines from a file or standard input, read one at a time so a pipe is answered as it comes.
final class LineSource {
    private let file: UnsafeMutablePointer<FILE>?
    private let useStandardInput: Bool

    /// Standard input.
    init() {
        file = nil
        useStandardInput = true
    }

    /// The file at `path`. Throws, saying why, when it cannot be opened for reading or is a
    /// directory (which `fopen` opens on Linux, and then reads as empty).
    init(path: String) throws(InputError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
            isDirectory.boolValue
        {
            throw InputError("it is a directory, not a file of commands")
        }
        guard let file = fopen(path, "r") else {
            switch errno {
            case ENOENT: throw InputError("no such file")
            case EACCES: throw InputError("permission denied")
            default: throw InputError(String(cString: strerror(errno)).lowercased())
            }
        }
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

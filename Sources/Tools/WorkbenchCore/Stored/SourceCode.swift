/// The code of a Swift file as a key holds it: what the compiler reads, without what it does not.
/// Comments (`//`, `///`, nested `/* */`) are left out, and each run of blank space is folded to
/// one space, or to one line break when it holds one (a block comment counts as blank space, a
/// line break when it spans lines; a lone carriage return is a line break, as Swift reads it);
/// blank space at the start and the end goes.
/// Literals keep every character: a string's (single-line, multi-line, raw, with
/// interpolations read as code) and an extended regex literal's (`#/…/#`).
///
/// So a comment added, or code indented again, changes no key; any edit the compiler would see
/// does. Blank space is folded, not removed: Swift reads `a -b` and `a - b` differently, and a
/// line break ends a statement. A bare regex literal (`/a\//`) is read as code, which it is
/// nowhere in the keyed sources; a `//` inside one would end the line's key early.
package enum SourceCode {
    /// `text` as a key holds it.
    package static func keyed(_ text: String) -> String {
        var reader = Reader(Array(text.utf8))
        reader.code(untilParenthesis: false)
        return String(decoding: reader.output, as: UTF8.self)
    }

    /// Reads UTF-8 bytes (every delimiter is ASCII, and no byte of a longer character is).
    struct Reader {
        let bytes: [UInt8]
        var index = 0
        var output: [UInt8] = []
        /// Blank space seen since the last code written: nil, a space, or a line break.
        var pending: UInt8?

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func byte(_ offset: Int = 0) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        /// Writes `byte`, after the blank space folded before it (none at the start).
        mutating func write(_ byte: UInt8) {
            if let space = pending, !output.isEmpty { output.append(space) }
            pending = nil
            output.append(byte)
        }

        /// Reads code up to the end, or up to the `)` that closes an interpolation.
        mutating func code(untilParenthesis: Bool) {
            var depth = 0
            while let current = byte() {
                switch current {
                case .slash where byte(1) == .slash:
                    while let next = byte(), next != .newline { index += 1 }
                case .slash where byte(1) == .star:
                    blockComment()
                case .space, .tab, .newline, .carriageReturn:
                    let breaks = current == .newline || current == .carriageReturn
                    pending = breaks || pending == .newline ? .newline : .space
                    index += 1
                case .quote, .hash:
                    if !literal() {
                        write(current)
                        index += 1
                    }
                case .open:
                    depth += 1
                    write(current)
                    index += 1
                case .close:
                    if untilParenthesis && depth == 0 { return }
                    depth -= 1
                    write(current)
                    index += 1
                default:
                    write(current)
                    index += 1
                }
            }
        }

        /// Skips a block comment, nested ones within it: it stands for blank space, a line
        /// break when it holds one (Swift reads `g /*⏎*/ (1)` as two statements).
        mutating func blockComment() {
            var depth = 0
            var breaks = false
            while let current = byte() {
                breaks = breaks || current == .newline || current == .carriageReturn
                if current == .slash, byte(1) == .star {
                    depth += 1
                    index += 2
                } else if current == .star, byte(1) == .slash {
                    depth -= 1
                    index += 2
                    if depth == 0 { break }
                } else {
                    index += 1
                }
            }
            pending = breaks || pending == .newline ? .newline : (pending ?? .space)
        }

        /// Copies the string or extended regex literal that starts here, whole; false, having
        /// read nothing, when none starts here (`#if`, `#expect`).
        mutating func literal() -> Bool {
            var hashes = 0
            while byte(hashes) == .hash { hashes += 1 }
            guard let opening = byte(hashes), opening == .quote || (opening == .slash && hashes > 0)
            else { return false }
            let multiline =
                opening == .quote && byte(hashes + 1) == .quote && byte(hashes + 2) == .quote
            let delimiter = [UInt8](repeating: opening, count: multiline ? 3 : 1)
            let closing = delimiter + [UInt8](repeating: .hash, count: hashes)
            for _ in 0..<(hashes + delimiter.count) {
                write(bytes[index])
                index += 1
            }
            while index < bytes.count {
                if bytes[index...].starts(with: closing) {
                    for byte in closing { write(byte) }
                    index += closing.count
                    return true
                }
                if opening == .quote, bytes[index] == .backslash,
                    (1...max(hashes, 1)).allSatisfy({ hashes == 0 || byte($0) == .hash })
                {
                    escape(hashes: hashes)
                    continue
                }
                output.append(bytes[index])
                index += 1
            }
            return true
        }

        /// Copies an escape inside a string: an interpolation's code read as code, any other
        /// escape with the character it escapes.
        mutating func escape(hashes: Int) {
            for _ in 0...hashes {
                output.append(bytes[index])
                index += 1
            }
            guard let next = byte() else { return }
            output.append(next)
            index += 1
            guard next == .open else { return }
            pending = nil
            code(untilParenthesis: true)
            pending = nil
            if byte() == .close {
                output.append(.close)
                index += 1
            }
        }
    }
}

extension UInt8 {
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let star = UInt8(ascii: "*")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let open = UInt8(ascii: "(")
    fileprivate static let close = UInt8(ascii: ")")
}

import Foundation
import Model

/// Reads JSON (RFC 8259) into `JSONValue`s that know where they start, and says where and why a
/// file is not JSON: `expected ',' or '}' after a value, found '"'` at line 3, column 15.
///
/// Foundation: `JSONDecoder` reports a syntax error as "not valid JSON", with no line or column
/// on Linux, and accepts a trailing comma on one platform and not on the other. The catalog file
/// is a teacher's first contact with the format, so it is read here, by one reader that gives
/// the same precise message on every platform.
struct JSONReader {
    /// Objects and lists nested deeper than this are refused (a catalog nests three deep), so
    /// that a file of a million `[` cannot exhaust the stack.
    static let maximumDepth = 32

    private let bytes: UnsafeBufferPointer<UInt8>
    /// The file's bytes again, read in the loops through a plain pointer (`base[index]`): a
    /// catalog may have a million products, and a debug build calls and checks every access
    /// to an array or a buffer.
    private let base: UnsafePointer<UInt8>
    private let count: Int
    private var index: Int
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>) {
        self.bytes = bytes
        self.base = base
        count = bytes.count
        // A UTF-8 byte order mark, which some editors write, is not part of the JSON.
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The one value `bytes` hold, with nothing but white space around it.
    static func read(_ bytes: [UInt8]) throws(JSONProblem) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONProblem) in try read(buffer) }
        }.get()
    }

    /// The one value `bytes` hold, with nothing but white space around it.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONProblem) -> JSONValue {
        guard let base = bytes.baseAddress else {
            throw JSONProblem(
                offset: 0, problem: "the file ends where a value should be",
                advice: "write the value")
        }
        var reader = JSONReader(bytes: bytes, base: base)
        return try reader.document()
    }

    private mutating func document() throws(JSONProblem) -> JSONValue {
        skipWhiteSpace()
        let value = try value()
        skipWhiteSpace()
        guard index == bytes.count else {
            throw error(
                "expected the end of the file after the value that starts at "
                    + place(of: value.offset) + ", found \(found)",
                advice: advice(otherwise: "a JSON file holds one value"))
        }
        return value
    }

    /// The line and column (1-based, counting characters) of the byte at `offset` of `bytes`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { position(of: offset, in: $0) }
    }

    /// The line and column (1-based, counting characters) of the byte at `offset` of `bytes`.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
        -> (line: Int, column: Int)
    {
        var line = 1
        var column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for byte in bytes[min(start, offset)..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // not a continuation byte: a new character
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: - Values

    private mutating func value() throws(JSONProblem) -> JSONValue {
        let start = index
        guard let byte = peek else {
            throw error("the file ends where a value should be", advice: "write the value")
        }
        let content: JSONValue.Content
        switch byte {
        case UInt8(ascii: "{"): content = .object(try object())
        case UInt8(ascii: "["): content = .array(try array())
        case UInt8(ascii: "\""): content = .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            content = .number(try number())
        case UInt8(ascii: "t"): content = try literal("true", .bool(true))
        case UInt8(ascii: "f"): content = try literal("false", .bool(false))
        case UInt8(ascii: "n"): content = try literal("null", .null)
        default: throw error("expected a value, found \(found)", advice: advice)
        }
        return JSONValue(content: content, offset: start)
    }

    private mutating func object() throws(JSONProblem) -> [JSONValue.Member] {
        let start = try enter()
        var members: [JSONValue.Member] = []
        var keys: Set<String> = []  // filled only for a large object: a small one is searched
        skipWhiteSpace()
        if peek == UInt8(ascii: "}") { return leave(members) }
        while true {
            skipWhiteSpace()
            guard peek == UInt8(ascii: "\"") else {
                if peek == UInt8(ascii: "}") {
                    throw error("a comma before '}'", advice: "JSON allows none: remove it")
                }
                throw unexpected(inside: "object", startingAt: start, expected: "a key in quotes")
            }
            let keyOffset = index
            let key = try string()
            if members.count == 16 { keys = Set(members.map(\.key)) }
            let repeated =
                members.count < 16
                ? members.contains { $0.key == key } : !keys.insert(key).inserted
            guard !repeated else {
                throw error(
                    at: keyOffset, "the key \"\(key.excerpt())\" appears twice in this object",
                    advice: "keep one")
            }
            skipWhiteSpace()
            guard peek == UInt8(ascii: ":") else {
                throw unexpected(
                    inside: "object", startingAt: start,
                    expected: "':' after the key \"\(key.excerpt())\"")
            }
            index += 1
            skipWhiteSpace()
            members.append(JSONValue.Member(key: key, value: try value()))
            skipWhiteSpace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): return leave(members)
            default:
                throw unexpected(inside: "object", startingAt: start, expected: "',' or '}'")
            }
        }
    }

    private mutating func array() throws(JSONProblem) -> [JSONValue] {
        let start = try enter()
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if peek == UInt8(ascii: "]") { return leave(elements) }
        while true {
            skipWhiteSpace()
            if peek == UInt8(ascii: "]") {
                throw error("a comma before ']'", advice: "JSON allows none: remove it")
            }
            elements.append(try value())
            skipWhiteSpace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): return leave(elements)
            default:
                throw unexpected(inside: "list", startingAt: start, expected: "',' or ']'")
            }
        }
    }

    /// Steps into an object or a list; returns where it starts.
    private mutating func enter() throws(JSONProblem) -> Int {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw error(
                "objects and lists nested more than \(Self.maximumDepth) deep",
                advice: "a catalog is an object of objects and lists of objects")
        }
        index += 1
        return index - 1
    }

    /// Steps out of an object or a list past its closing bracket, returning `contents`.
    private mutating func leave<Contents>(_ contents: Contents) -> Contents {
        depth -= 1
        index += 1
        return contents
    }

    /// What was found where `expected` should be, inside the object or list at `start`.
    private func unexpected(inside what: String, startingAt start: Int, expected: String)
        -> JSONProblem
    {
        if peek == nil {
            let closing = what == "object" ? "}" : "]"
            return error(
                "the file ends inside the \(what) that starts at \(place(of: start))",
                advice: "a '\(closing)' is missing")
        }
        let hint =
            peek == UInt8(ascii: "\"") || peek == UInt8(ascii: "{")
            ? "a comma may be missing" : advice
        return error("expected \(expected), found \(found)", advice: hint)
    }

    private mutating func literal(_ word: String, _ content: JSONValue.Content)
        throws(JSONProblem) -> JSONValue.Content
    {
        guard bytes[index...].starts(with: word.utf8) else {
            throw error("expected a value, found \(found)", advice: advice)
        }
        index += word.utf8.count
        return content
    }

    // MARK: - Strings and numbers

    private mutating func string() throws(JSONProblem) -> String {
        let start = index
        index += 1
        // Most strings have no escape and are ASCII: they are taken as they stand.
        var end = index
        var ascii = true
        while end < count {
            let byte = base[end]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 { break }  // a quote, a backslash
            if byte >= 0x80 { ascii = false }
            end += 1
        }
        if end < count, base[end] == 0x22, ascii {  // a closing quote
            defer { index = end + 1 }
            return String(
                decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        }
        var text = Array(bytes[index..<end])
        index = end
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let string = String(bytes: text, encoding: .utf8) else {
                    throw error(
                        at: start, "the string is not UTF-8", advice: "save the file as UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case 0..<0x20:
                throw error(
                    "a control character inside the string that starts at \(place(of: start))",
                    advice: byte == UInt8(ascii: "\n")
                        ? "a closing '\"' may be missing; write a line break as \\n"
                        : "write it as an escape, such as \\t")
            default:
                text.append(byte)
                index += 1
            }
        }
        throw error(
            "the file ends inside the string that starts at \(place(of: start))",
            advice: "a closing '\"' is missing")
    }

    /// Reads the escape at `index` (a backslash and what follows) and appends its UTF-8.
    private mutating func escape(into text: inout [UInt8]) throws(JSONProblem) {
        let start = index
        index += 1
        guard let byte = peek else { return }  // `string()` reports the end of the file
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            text.append(contentsOf: String(Character(try unicodeEscape(startingAt: start))).utf8)
        default:
            throw error(
                at: start, "'\\\(Self.character(byte))' is not an escape",
                advice: #"JSON knows \" \\ \/ \b \f \n \r \t and \uXXXX"#)
        }
    }

    /// The character of a `\uXXXX` escape, or of two that make a surrogate pair.
    private mutating func unicodeEscape(startingAt start: Int) throws(JSONProblem)
        -> Unicode.Scalar
    {
        let high = try hexDigits(startingAt: start)
        if let scalar = Unicode.Scalar(high) { return scalar }
        let unpaired = error(
            at: start, "\\u\(String(high, radix: 16, uppercase: true)) is half a surrogate pair",
            advice: "write the character itself, or both halves")
        guard (0xD800...0xDBFF).contains(high), bytes[index...].starts(with: #"\u"#.utf8) else {
            throw unpaired
        }
        index += 2
        let low = try hexDigits(startingAt: start)
        guard (0xDC00...0xDFFF).contains(low),
            let scalar = Unicode.Scalar(0x10000 + (high - 0xD800) << 10 + (low - 0xDC00))
        else { throw unpaired }
        return scalar
    }

    private mutating func hexDigits(startingAt start: Int) throws(JSONProblem) -> UInt32 {
        let digits = bytes[index..<min(index + 4, bytes.count)]
        guard digits.count == 4, digits.allSatisfy({ Self.isLetterOrDigit($0) }),
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else {
            throw error(at: start, "\\u needs four hex digits", advice: "write it like \\u00E9")
        }
        index += 4
        return value
    }

    private mutating func number() throws(JSONProblem) -> String {
        let start = index
        func digits(after what: String) throws(JSONProblem) {
            guard let byte = peek, Self.isDigit(byte) else {
                throw error("expected a digit after \(what), found \(found)", advice: advice)
            }
            while let byte = peek, Self.isDigit(byte) { index += 1 }
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0"), index + 1 < bytes.count, Self.isDigit(bytes[index + 1]) {
            throw error(at: start, "a number cannot start with 0", advice: "write 7, not 07")
        }
        try digits(after: start == index ? "the start" : "'-'")
        if peek == UInt8(ascii: ".") {
            index += 1
            try digits(after: "the decimal point")
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            try digits(after: "the exponent")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    // MARK: - Where the reader is

    private var peek: UInt8? { index < count ? base[index] : nil }

    private mutating func skipWhiteSpace() {
        while index < count {
            switch base[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1  // space, tab, line feed, carriage return
            default: return
            }
        }
    }

    /// What stands at `index`, for a message: `'x'`, `'True'`, `the end of the file`.
    private var found: String {
        guard let byte = peek else { return "the end of the file" }
        if byte < 0x80 {
            let word = bytes[index...].prefix { Self.isLetterOrDigit($0) }.prefix(20)
            if !word.isEmpty { return "'\(String(decoding: word, as: UTF8.self))'" }
            return byte == UInt8(ascii: "'") ? #""'""# : "'\(Self.character(byte))'"
        }
        let character = String(decoding: bytes[index...].prefix(4), as: UTF8.self).first
        guard let character, character != "\u{FFFD}" else {
            return "the byte 0x\(String(byte, radix: 16, uppercase: true)), which is not UTF-8"
        }
        return "'\(character)'"
    }

    /// What to do about what stands at `index`, for the common slips.
    private var advice: String { advice() }

    /// What to do about what stands at `index`: for the common slips, what JSON wants instead;
    /// `otherwise` for anything else.
    private func advice(otherwise: String = "fix the JSON there") -> String {
        let word = bytes[index...].prefix { Self.isLetterOrDigit($0) }
        switch peek {
        case UInt8(ascii: "'"): return "JSON strings and keys use double quotes"
        case UInt8(ascii: "/"), UInt8(ascii: "#"): return "JSON has no comments"
        case _
        where ["True", "False", "None", "NULL", "Null", "TRUE", "FALSE"].contains(
            String(decoding: word, as: UTF8.self)):
            return "write true, false or null, in lower case"
        case _ where !word.isEmpty: return "strings go in double quotes"
        default: return otherwise
        }
    }

    /// `line 3, column 5`.
    private func place(of offset: Int) -> String {
        let (line, column) = Self.position(of: offset, in: bytes)
        return "line \(line), column \(column)"
    }

    private func error(at offset: Int? = nil, _ problem: String, advice: String) -> JSONProblem {
        JSONProblem(offset: offset ?? index, problem: problem, advice: advice)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- 0x30 < 10  // "0" is 0x30
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) &- 0x61 < 26  // "a" is 0x61; | 0x20 makes "A" "a"
    }

    /// A byte below 0x80 as text; control characters are made visible by the terminal's
    /// sanitiser.
    private static func character(_ byte: UInt8) -> Character {
        Character(Unicode.Scalar(byte))
    }
}

/// What is wrong at a place in a JSON file: where it stops being JSON (`JSONReader`), or a value
/// that is not what the catalog format wants there (`CatalogDecoder`).
struct JSONProblem: Error {
    /// The byte offset of the problem in the file.
    let offset: Int
    let problem: String
    /// What to do about it.
    let advice: String
}

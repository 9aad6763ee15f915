import Foundation
import Subprocess

/// Names the functions a recording saw: the executable's symbol table (`nm`) gives each address
/// its linkage name, and `swift demangle --simplified` turns that into what the code says
/// (`ShopListPresenter.rowSelected(at:)`).
@MainActor
public final class FunctionNames {
    /// A function as the symbol table and the demangler name it.
    public struct Name: Equatable, Sendable {
        /// The mangled linkage name, as the symbol table has it (`$s3MVP…`).
        public var linkage: String
        /// The module that defines it, read off the mangled name (`MVP`), or nil for a name
        /// that is not a Swift symbol of a named module.
        public var module: String?
        /// The demangled name without module names (`ShopListPresenter.rowSelected(at:)`).
        public var simplified: String
    }

    /// The executable's functions, by address as the symbol table has it, sorted.
    private let symbols: [(address: UInt, name: String)]
    /// What to add to a symbol table address to get the address in this process.
    private let offset: UInt
    private var names: [Int: Name] = [:]

    /// Where each function of `symbols` starts in this process, in the same order.
    var functionStarts: [UInt] { symbols.map { $0.address &+ offset } }

    /// Reads the symbol table of `executable` (this process's own file).
    public init(executable: String) throws(TraceError) {
        // With sizes where the format has them (ELF): code after a function's end that no
        // symbol names (a closure context's `objectdestroy`, which has no symbol) is then
        // known as unnamed instead of being taken for the function before it.
        let output = try Tool.run(
            ["nm", "--print-size", executable], what: "name the recorded functions")
        let table = Self.functions(inSymbolTable: output)
        guard let anchor = table.anchor else {
            throw TraceError("\(executable) has no symbol table to name the recorded functions")
        }
        self.symbols = Self.withUnnamedGaps(table.symbols, ends: table.ends)
        self.offset = CallRecorder.anchorAddress &- anchor
    }

    /// The functions `nm` lists (`ADDRESS [SIZE] TYPE NAME` per line, text symbols only), where
    /// each ends when its size is known, and the address of the recorder's anchor (`ccr_start`).
    /// Read as bytes: the table is large, and this runs in a debug build.
    private nonisolated static func functions(inSymbolTable output: String) -> (
        symbols: [(address: UInt, name: String)], ends: [UInt: UInt], anchor: UInt?
    ) {
        var symbols: [(address: UInt, name: String)] = []
        var ends: [UInt: UInt] = [:]  // by start, where sizes are known
        var anchor: UInt?
        var text = output
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                defer { start = end + 1 }
                guard let (address, size, name) = symbol(in: bytes, from: start, to: end) else {
                    continue
                }
                if name == "ccr_start" { anchor = address }
                symbols.append((address, name))
                if let size, size > 0 { ends[address] = max(ends[address] ?? 0, address + size) }
            }
        }
        return (symbols.sorted { ($0.address, $0.name) < ($1.address, $1.name) }, ends, anchor)
    }

    /// The text symbol on the line `bytes[start..<end]` of `nm`'s output: its address, its size
    /// when given, and its name; nil for any other line.
    private nonisolated static func symbol(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> (address: UInt, size: UInt?, name: String)? {
        func hex(_ range: Range<Int>) -> UInt {
            range.reduce(0) { $0 << 4 | (hexValue(bytes[$1]) ?? 0) }
        }
        func field(after position: Int) -> Range<Int> {
            var stop = position
            while stop < end, bytes[stop] != 0x20 { stop += 1 }
            return position..<stop
        }
        let first = field(after: start)
        guard !first.isEmpty, first.upperBound < end else { return nil }
        var second = field(after: first.upperBound + 1)
        var size: UInt?
        if second.count > 1, second.upperBound < end {
            size = hex(second)
            second = field(after: second.upperBound + 1)
        }
        guard second.count == 1, second.upperBound + 1 < end,
            [UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "W")].contains(
                bytes[second.lowerBound])
        else { return nil }
        var nameStart = second.upperBound + 1
        #if canImport(Darwin)
            if bytes[nameStart] == UInt8(ascii: "_") { nameStart += 1 }
        #endif
        let name = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<end]), as: UTF8.self)
        return (hex(first), size, name)
    }

    /// `symbols`, with an unnamed ("") entry where a function ends before the next one starts.
    private nonisolated static func withUnnamedGaps(
        _ symbols: [(address: UInt, name: String)], ends: [UInt: UInt]
    ) -> [(address: UInt, name: String)] {
        var named: [(address: UInt, name: String)] = []
        for (index, symbol) in symbols.enumerated() {
            named.append(symbol)
            let next = index + 1 < symbols.count ? symbols[index + 1].address : UInt.max
            if let end = ends[symbol.address], end < next,
                index + 1 == symbols.count || symbols[index + 1].address != symbol.address
            {
                named.append((end, ""))
            }
        }
        return named
    }

    private nonisolated static func hexValue(_ byte: UInt8) -> UInt? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The names of `functions` (indices into the table handed to the recorder), demangled in
    /// one run of the demangler for those not yet named.
    public func names(of functions: some Sequence<Int>) throws(TraceError) -> [Int: Name] {
        let wanted = Set(functions).filter { names[$0] == nil && symbols.indices.contains($0) }
        for function in wanted where symbols[function].name.isEmpty {
            names[function] = Name(linkage: "", module: nil, simplified: "(unnamed code)")
        }
        let unnamed = wanted.filter { !symbols[$0].name.isEmpty }
        if !unnamed.isEmpty {
            let order = unnamed.sorted()
            let input = order.map { symbols[$0].name }.joined(separator: "\n") + "\n"
            let output = try Tool.run(
                ["swift", "demangle", "--simplified"], input: input,
                what: "demangle the recorded functions")
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            for (position, function) in order.enumerated() {
                let mangled = symbols[function].name
                let simplified = position < lines.count ? String(lines[position]) : mangled
                names[function] = Name(
                    linkage: mangled, module: Self.module(ofMangled: mangled),
                    simplified: simplified)
            }
        }
        var result: [Int: Name] = [:]
        for function in functions { result[function] = names[function] }
        return result
    }

    /// The module a Swift symbol belongs to: the first identifier after `$s` (`$s3MVP…` is
    /// `MVP`); `Swift` for the standard library's own substitutions (`$sSa…`).
    nonisolated static func module(ofMangled name: String) -> String? {
        guard name.hasPrefix("$s") else { return nil }
        let rest = name.dropFirst(2)
        let digits = rest.prefix(while: \.isNumber)
        guard let length = Int(digits), length > 0 else {
            return rest.first == "S" || rest.first == "s" ? "Swift" : nil
        }
        let identifier = rest.dropFirst(digits.count).prefix(length)
        return identifier.count == length ? String(identifier) : nil
    }
}

/// Tracing could not be done, and why: one line for the user, and the lines of a tool's output
/// that say more, if any.
public struct TraceError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public let details: [String]

    public init(_ description: String, details: [String] = []) {
        self.description = description
        self.details = details
    }
}

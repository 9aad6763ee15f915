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
        var symbols: [(address: UInt, name: String)] = []
        var ends: [UInt: UInt] = [:]  // by start, where sizes are known
        var anchor: UInt?
        // `ADDRESS [SIZE] TYPE NAME` per line, read as bytes: the table is large, and this runs
        // in a debug build.
        var text = output
        text.withUTF8 { bytes in
            func hex(_ range: Range<Int>) -> UInt {
                range.reduce(0) { $0 << 4 | (Self.hexValue(bytes[$1]) ?? 0) }
            }
            func field(after position: Int, before end: Int) -> Range<Int> {
                var stop = position
                while stop < end, bytes[stop] != 0x20 { stop += 1 }
                return position..<stop
            }
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                defer { start = end + 1 }
                let first = field(after: start, before: end)
                guard !first.isEmpty, first.upperBound < end else { continue }
                var second = field(after: first.upperBound + 1, before: end)
                var size: UInt?
                if second.count > 1, second.upperBound < end {
                    size = hex(second)
                    second = field(after: second.upperBound + 1, before: end)
                }
                guard second.count == 1, second.upperBound + 1 < end,
                    [UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "W")].contains(
                        bytes[second.lowerBound])
                else { continue }
                let address = hex(first)
                var nameStart = second.upperBound + 1
                #if canImport(Darwin)
                    if bytes[nameStart] == UInt8(ascii: "_") { nameStart += 1 }
                #endif
                let name = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<end]), as: UTF8.self)
                if name == "ccr_start" { anchor = address }
                symbols.append((address, name))
                if let size, size > 0 { ends[address] = max(ends[address] ?? 0, address + size) }
            }
        }
        guard let anchor else {
            throw TraceError("\(executable) has no symbol table to name the recorded functions")
        }
        symbols.sort { ($0.address, $0.name) < ($1.address, $1.name) }
        // Where a function ends before the next one starts, the code between is unnamed ("").
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
        self.symbols = named
        self.offset = CallRecorder.anchorAddress &- anchor
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

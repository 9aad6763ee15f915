import Foundation

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

    private let symbols: [(address: UInt, name: String)]
    private let offset: UInt
    private var names: [UInt32: Name] = [:]

    /// Reads the symbol table of `executable` (this process's own file).
    public init(executable: String) throws(TraceError) {
        let output = try Tool.run(["nm", executable], what: "name the recorded functions")
        var symbols: [(address: UInt, name: String)] = []
        var anchor: UInt?
        // `ADDRESS TYPE NAME` per line, read as bytes: the table is large, and this runs in a
        // debug build.
        var text = output
        text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                defer { start = end + 1 }
                var space = start
                while space < end, bytes[space] != 0x20 { space += 1 }
                guard space + 3 < end, bytes[space + 2] == 0x20,
                    [UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "W")].contains(
                        bytes[space + 1])
                else { continue }
                var address: UInt = 0
                for position in start..<space {
                    address = address << 4 | (Self.hexValue(bytes[position]) ?? 0)
                }
                var nameStart = space + 3
                #if canImport(Darwin)
                    if bytes[nameStart] == UInt8(ascii: "_") { nameStart += 1 }
                #endif
                let name = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<end]), as: UTF8.self)
                if name == "ccr_start" { anchor = address }
                symbols.append((address, name))
            }
        }
        guard let anchor else {
            throw TraceError("\(executable) has no symbol table to name the recorded functions")
        }
        symbols.sort { $0.address < $1.address }
        self.symbols = symbols
        self.offset = CallRecorder.anchorAddress &- anchor
    }

    private static func hexValue(_ byte: UInt8) -> UInt? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The names of `functions`, demangled in one run of the demangler for those not yet named.
    public func names(of functions: some Sequence<UInt32>) throws(TraceError) -> [UInt32: Name] {
        var linkage: [UInt32: String] = [:]
        for function in Set(functions) where names[function] == nil {
            linkage[function] = symbol(containing: CallRecorder.address(of: function))
        }
        if !linkage.isEmpty {
            let order = linkage.keys.sorted()
            let input = order.map { linkage[$0] ?? "" }.joined(separator: "\n") + "\n"
            let output = try Tool.run(
                ["swift", "demangle", "--simplified"], input: input,
                what: "demangle the recorded functions")
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            for (position, function) in order.enumerated() {
                let mangled = linkage[function] ?? ""
                let simplified = position < lines.count ? String(lines[position]) : mangled
                names[function] = Name(
                    linkage: mangled, module: Self.module(ofMangled: mangled),
                    simplified: simplified)
            }
        }
        var result: [UInt32: Name] = [:]
        for function in functions { result[function] = names[function] }
        return result
    }

    /// The symbol whose code holds `address` (an address in this process), or "?".
    private func symbol(containing address: UInt?) -> String {
        guard let address else { return "?" }
        let target = address &- offset
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) / 2
            if symbols[middle].address <= target { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? symbols[low - 1].name : "?"
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

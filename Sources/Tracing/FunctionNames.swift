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
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, "tTW".contains(fields[1]),
                let address = UInt(fields[0], radix: 16)
            else { continue }
            var name = String(fields[2])
            #if canImport(Darwin)
                if name.hasPrefix("_") { name.removeFirst() }
            #endif
            if name == "ccr_start" { anchor = address }
            symbols.append((address, name))
        }
        guard let anchor else {
            throw TraceError("\(executable) has no symbol table to name the recorded functions")
        }
        symbols.sort { $0.address < $1.address }
        self.symbols = symbols
        self.offset = CallRecorder.anchorAddress &- anchor
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
    static func module(ofMangled name: String) -> String? {
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

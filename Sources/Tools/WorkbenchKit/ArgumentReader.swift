import Harness

/// Reads `--flag` options and positional words off a command's arguments.
struct ArgumentReader {
    private var remaining: [String]

    init(_ arguments: [String]) { remaining = arguments }

    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: name) else { return false }
        remaining.remove(at: index)
        return true
    }

    mutating func value(_ name: String) throws(UsageError) -> String? {
        guard let index = remaining.firstIndex(of: name) else { return nil }
        guard index + 1 < remaining.count else { throw UsageError("\(name) needs a value") }
        let value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
        return value
    }

    mutating func positional() -> String? {
        guard let index = remaining.firstIndex(where: { !$0.hasPrefix("-") }) else { return nil }
        return remaining.remove(at: index)
    }

    /// `text`, the value of option `name`, as a whole number in `range`; a usage error that
    /// says the range otherwise.
    static func number(_ text: String, of name: String, in range: ClosedRange<Int>)
        throws(UsageError) -> Int
    {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), "
                    + "not '\(text.excerpt())'")
        }
        return value
    }

    func finish() throws(UsageError) {
        if let extra = remaining.first {
            throw UsageError(
                extra.hasPrefix("-")
                    ? "unknown option '\(extra)'" : "unexpected argument '\(extra)'")
        }
    }
}

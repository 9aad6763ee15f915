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

    func finish() throws(UsageError) {
        if let extra = remaining.first {
            throw UsageError(
                extra.hasPrefix("-")
                    ? "unknown option '\(extra)'" : "unexpected argument '\(extra)'")
        }
    }
}

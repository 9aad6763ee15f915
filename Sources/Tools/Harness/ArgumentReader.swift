import Model

/// Reads a command's arguments by its declared options (`Option`): an option it was not
/// declared is refused as unknown, and each is read by its declaration, never by a spelling.
package struct ArgumentReader {
    private var remaining: [String]
    private let declared: [Option]

    package init(_ arguments: [String], declared: [Option]) {
        remaining = arguments
        self.declared = declared
    }

    /// Whether `option`, a flag, was given (by any of its names).
    package mutating func flag(_ option: Option) -> Bool {
        precondition(declared.contains(option) && !option.takesValue, "\(option.term)")
        guard let index = remaining.firstIndex(where: option.names.contains) else { return false }
        remaining.remove(at: index)
        return true
    }

    /// The value given after `option`, or nil when it was not given.
    package mutating func value(_ option: Option) throws(UsageError) -> String? {
        precondition(declared.contains(option) && option.takesValue, "\(option.term)")
        guard let index = remaining.firstIndex(where: option.names.contains) else { return nil }
        guard index + 1 < remaining.count else { throw UsageError("\(option.name) needs a value") }
        let value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
        return value
    }

    /// The value of `option` as a whole number in `range`; nil when it was not given.
    package mutating func number(_ option: Option, in range: ClosedRange<Int>) throws(UsageError)
        -> Int?
    {
        try value(option).map { text throws(UsageError) in
            try Self.number(text, of: option.name, in: range)
        }
    }

    package mutating func positional() -> String? {
        guard let index = remaining.firstIndex(where: { !$0.hasPrefix("-") }) else { return nil }
        return remaining.remove(at: index)
    }

    /// `text`, the value of option `name`, as a whole number in `range`; a usage error that
    /// says the range otherwise.
    package static func number(_ text: String, of name: String, in range: ClosedRange<Int>)
        throws(UsageError) -> Int
    {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), "
                    + "not '\(text.excerpt())'")
        }
        return value
    }

    package func finish() throws(UsageError) {
        if let extra = remaining.first {
            throw UsageError(
                extra.hasPrefix("-") && extra != "-"
                    ? "unknown option '\(extra.excerpt())'"
                    : "unexpected argument '\(extra.excerpt())'")
        }
    }
}

/// What an observer asks to be told, as Foundation's `NSKeyValueObservingOptions`.
public struct KeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The change carries the new value.
    public static let new = KeyValueObservingOptions(rawValue: 1 << 0)
    /// The change carries the old value.
    public static let old = KeyValueObservingOptions(rawValue: 1 << 1)
    /// The observer is told once at once, while it is being added, with the current value (as
    /// the new value, if `new` is asked for too).
    public static let initial = KeyValueObservingOptions(rawValue: 1 << 2)
    /// The observer is told before each change too (`isPrior`), with the old value if `old` is
    /// asked for.
    public static let prior = KeyValueObservingOptions(rawValue: 1 << 3)
}

/// What changed, as an observer's `observeValue(forKeyPath:of:change:context:)` is told: the
/// values it asked for and the kind of change.
///
/// Foundation: the change is a dictionary, `[NSKeyValueChangeKey: Any]`, read with `.kindKey`,
/// `.oldKey`, `.newKey` and `.notificationIsPriorKey`; here it is a value with the same four parts.
/// The values are `Any`, as Foundation's are, so the observer casts them (`change.new as?
/// String`). Only `.setting` happens: there are no observable to-many relationships.
public struct KeyValueChange {
    /// The kind of change, as Foundation's `NSKeyValueChange`.
    public enum Kind: Sendable {
        /// The property was set.
        case setting
    }

    /// The kind of change.
    public let kind: Kind
    /// The value before the change, if the observer asked for it (`.old`); nil otherwise, and in
    /// the initial notification.
    public let old: Any?
    /// The value after the change, if the observer asked for it (`.new`); nil otherwise, and in
    /// a prior notification.
    public let new: Any?
    /// Whether this is the notification before the change (`.prior`).
    public let isPrior: Bool

    init(kind: Kind = .setting, old: Any? = nil, new: Any? = nil, isPrior: Bool = false) {
        self.kind = kind
        self.old = old
        self.new = new
        self.isPrior = isPrior
    }
}

/// Whether a line of a pattern's code binds a view to its presentation logic: observes or
/// notifies (Observation, key-value observing, a delegate), copies a value into a widget, or
/// calls the view's contract (an MVP view's `set(…)`). The claim "MVP and MVVM differ only in
/// binding" reads it on the lines that differ between the two.
public enum BindingLine {
    /// The marks of binding code, as they appear in the patterns' sources.
    static let marks = [
        "updateProperties", "updateConfiguration", "@Observable", "@ObservationIgnored",
        "Observation", "addObserver", "removeObserver", "observeValue", "@Dynamic", "forKeyPath",
        "KeyValue", "delegate", "Delegate", "DidChange", "didChange", "view?.", "view.set",
        "func set(", "weak var view", ".text =", ".isEnabled =", ".isHidden =", ".image =",
        "reloadData", "selectRow", "setNeedsUpdateConfiguration", "contentConfiguration",
    ]

    public static func isBinding(_ line: String) -> Bool {
        marks.contains { line.contains($0) }
    }
}

/// What differs between MVP's files and an MVVM style's, and how much of it binds.
public struct BindingDiff: Sendable, Equatable {
    /// Lines only one side has (a changed line counts on both sides).
    public var differing: Int
    /// Of them, those `BindingLine.isBinding` says bind.
    public var binding: Int

    public init(differing: Int, binding: Int) {
        self.differing = differing
        self.binding = binding
    }
}

import Foundation

/// Whether a line of a pattern's code binds a view to its presentation logic: observes or
/// notifies (Observation, key-value observing, a delegate), copies a value into a widget, or
/// calls the view's contract (an MVP view's `set(…)`). The claim "MVP and MVVM differ only in
/// binding" reads it on the lines that differ between the two.
///
/// Notifying is counted the same way in every style: MVP's presenter tells its view by calling
/// it (`view?.set(status: …)`), a delegate-bound view model by calling its delegate, and a view
/// model bound by Observation or key-value observing by assigning a published property
/// (`status = …`), which is how those styles notify. So the two lines of a paired edit both
/// bind.
package enum BindingLine {
    /// The marks of binding code, as they appear in the patterns' sources.
    static let marks = [
        "updateProperties", "updateConfiguration", "@Observable", "@ObservationIgnored",
        "Observation", "addObserver", "removeObserver", "observeValue", "@Dynamic", "forKeyPath",
        "KeyValue", "delegate", "Delegate", "DidChange", "didChange", "view?.", "view.set",
        "func set(", "weak var view", ".text =", ".isEnabled =", ".isHidden =", ".image =",
        "reloadData", "selectRow", "setNeedsUpdateConfiguration", "contentConfiguration",
    ]

    package static func isBinding(_ line: String) -> Bool {
        marks.contains { line.contains($0) }
    }

    /// The marks of a line that hands a value across from the presentation logic to the view
    /// (pushes or pulls it): MVP's calls of its view's contract and their implementations. A
    /// view model's assignment of a published property is the same act in the bound styles.
    static let pushAndPullMarks = ["view?.", "view.set", "func set("]

    /// Whether `line` binds by some other mark than a push or a pull: it observes, notifies
    /// by a delegate, or writes a widget (claim 29's fork "push and pull").
    package static func bindsOtherwise(_ line: String) -> Bool {
        marks.contains { !pushAndPullMarks.contains($0) && line.contains($0) }
    }

    /// How many of `lines`, lines of the file `file`, bind: with the file's own published
    /// properties.
    package static func binding(_ lines: [String], in file: [String]) -> Int {
        let published = publishedProperties(in: file)
        return lines.filter { isBinding($0, published: published) }.count
    }

    /// Whether each of `lines`, lines of the file `file`, binds (`isBinding`), and whether it
    /// binds by some other mark than a push or a pull (`bindsOtherwise`).
    static func kinds(_ lines: [String], in file: [String]) -> [(binds: Bool, otherwise: Bool)] {
        let published = publishedProperties(in: file)
        return lines.map { (isBinding($0, published: published), bindsOtherwise($0)) }
    }

    /// Whether `line` binds, in a file whose published properties are `published`: a mark of
    /// binding, or an assignment to a published property.
    package static func isBinding(_ line: String, published: Set<String>) -> Bool {
        isBinding(line) || published.contains { publishes(line, property: $0) }
    }

    /// Whether `line` assigns `property` (`status = …`, `self.status = …`, `results += …`,
    /// `results.append(…)`), a declaration or a comparison left out.
    static func publishes(_ line: String, property: String) -> Bool {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//"), code.firstMatch(of: declaration) == nil else { return false }
        let name = NSRegularExpression.escapedPattern(for: property)
        let assignment =
            "(^|[^.\\w]|self\\.)\(name)\\s*(=(?!=)|\\+=|-=|\\.(append|insert|remove)\\w*\\()"
        return code.range(of: assignment, options: .regularExpression) != nil
    }

    /// A line that declares a variable or a constant.
    static var declaration: Regex<(Substring, Substring, Substring)> { /(^|\s)(var|let)\s/ }

    /// The properties a view can read and is told of when they change, in a file's source: in an
    /// `@Observable` type every stored `var` a view can read (not `private`, not
    /// `@ObservationIgnored`, not computed); anywhere, every `@Dynamic var` (key-value observing).
    package static func publishedProperties(in lines: [String]) -> Set<String> {
        let observable = lines.contains { $0.contains("@Observable") }
        var names: Set<String> = []
        for line in lines {
            let code = line.trimmingCharacters(in: .whitespaces)
            guard let match = code.firstMatch(of: stored) else { continue }
            let name = String(match.output.name)
            let dynamic = code.contains("@Dynamic")
            let readable =
                !code.contains("@ObservationIgnored") && !code.hasPrefix("private var")
                && !code.hasPrefix("fileprivate var") && !code.contains("static ")
            let isStored = !code.hasSuffix("{") || code.contains("=")
            if dynamic || (observable && readable && isStored) { names.insert(name) }
        }
        return names
    }

    /// A `var` declaration at the start of a line, its name captured.
    static var stored: Regex<(Substring, name: Substring)> {
        /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate)(?:\(set\))?\s+)*var\s+(?<name>\w+)/
    }
}

/// What differs between MVP's files and an MVVM style's, and how much of it binds, counted the
/// ways claim 29's forks allow: with the lines that only moved to another file, or without
/// them; with the lines that push or pull a value counted as binding, or not.
package struct BindingDiff: Sendable, Equatable {
    /// Lines only one side has (a changed line counts on both sides).
    package var differing: Int
    /// Of them, those `BindingLine.isBinding` says bind.
    package var binding: Int
    /// Of them, those that bind by some other mark than a push or a pull.
    package var bindingOtherwise = 0
    /// Of the differing lines, those whose very text the other side has among its own
    /// differing lines, in another file (each such pair counted on both sides): lines that
    /// moved.
    package var moved = 0
    /// Of the moved lines, those that bind, and those that bind otherwise than by a push or a
    /// pull.
    package var movedBinding = 0
    package var movedBindingOtherwise = 0

    package init(differing: Int, binding: Int) {
        self.differing = differing
        self.binding = binding
    }

    /// The share of the differing lines that bind, in percent, counted with the moved lines or
    /// without them, and the push-and-pull lines as binding or not; nil when none differs.
    package func share(movedLines includeMoved: Bool, pushAndPull countsAsBinding: Bool)
        -> Double?
    {
        let lines = differing - (includeMoved ? 0 : moved)
        let binds =
            (countsAsBinding ? binding : bindingOtherwise)
            - (includeMoved ? 0 : (countsAsBinding ? movedBinding : movedBindingOtherwise))
        guard lines > 0 else { return nil }
        return (Double(binds) / Double(lines) * 1000).rounded() / 10
    }
}

/// How a toolkit member's declaration compares with UIKit's: it matches when it has UIKit's
/// name, the same argument labels, and the same types, optionality included, of its parameters
/// and of its result or property type, UIKit's type names read as the toolkit's
/// (`UIKitTypeName.comparable`; the toolkit's stand-ins for Core Graphics' types, such as `Rect`
/// in character cells for `CGRect` in points, are read as those types).
package enum UIKitVerdict: Hashable, Sendable {
    /// The toolkit member has this UIKit declaration.
    case matches(UIKitDeclaration)
    /// UIKit has a member of that name, the nearest of which is this one, but it differs.
    case differs(UIKitDeclaration, [Difference])
    /// UIKit's type (as the table has it) has no member of that name.
    case notInTable

    /// One way a toolkit member's declaration differs from UIKit's.
    package enum Difference: Hashable, Sendable, CustomStringConvertible {
        /// A property where UIKit has a method, an initializer where it has a property, …
        case kind
        /// Other argument labels, or another number of parameters.
        case labels
        /// The parameter at this place (1-based) is optional in one and not in the other.
        case parameterOptionality(Int)
        /// The parameter at this place (1-based) has another type.
        case parameterType(Int)
        /// The result or property type is optional in one and not in the other (`T?`, `T!` and
        /// `T` all differ).
        case resultOptionality
        /// The result or property has another type.
        case resultType
        /// One initializer is failable (`init?`) and the other not.
        case failability

        /// What differs, in a few words: `labels`, `optionality of parameter 2`, `result type`.
        package var description: String {
            switch self {
            case .kind: "kind"
            case .labels: "labels"
            case .parameterOptionality(let place): "optionality of parameter \(place)"
            case .parameterType(let place): "type of parameter \(place)"
            case .resultOptionality: "optionality of the result"
            case .resultType: "type of the result"
            case .failability: "failability"
            }
        }
    }

    /// How `toolkit` differs from `uikit`; empty when it matches. `enclosing` is the comparable
    /// name of the toolkit type that declares it: an enum case's type, so that `case
    /// touchUpInside` of `Control.Event` matches `static var touchUpInside: UIControl.Event`.
    /// `aliases` gives what UIKit's type aliases stand for, by comparable name
    /// (`ActionHandler` → `(Action)->Void`), so that either spelling matches.
    package static func differences(
        toolkit: SwiftDeclaration, uikit: SwiftDeclaration, enclosing: String,
        aliases: [String: String] = [:]
    ) -> [Difference] {
        let compare = TypeComparison(aliases: aliases)
        guard family(toolkit.kind) == family(uikit.kind) else {
            return toolkit.labels == uikit.labels ? [.kind] : [.kind, .labels]
        }
        var found: [Difference] = []
        if toolkit.labels != uikit.labels {
            found.append(.labels)
        } else {
            for (place, types) in zip(toolkit.parameterTypes, uikit.parameterTypes).enumerated() {
                found += compare.differences(
                    types.0, types.1,
                    optionality: .parameterOptionality(place + 1), type: .parameterType(place + 1))
            }
        }
        found += compare.differences(
            result(of: toolkit, enclosing: enclosing), result(of: uikit, enclosing: enclosing),
            optionality: .resultOptionality, type: .resultType)
        if toolkit.isFailable != uikit.isFailable { found.append(.failability) }
        return found
    }

    /// Functions, initializers, and values (a property or an enum case).
    private static func family(_ kind: SwiftDeclaration.Kind) -> Int {
        switch kind {
        case .function: 0
        case .initializer: 1
        case .property, .enumCase: 2
        case .type: 3
        }
    }

    /// A declaration's result as compared: an enum case without values is of its enum's type.
    private static func result(of declaration: SwiftDeclaration, enclosing: String) -> String? {
        if declaration.kind == .enumCase, declaration.labels.isEmpty { return enclosing }
        return declaration.result
    }

    /// Whether the toolkit member has UIKit's declaration.
    package var isMatch: Bool {
        if case .matches = self { return true }
        return false
    }

    /// The UIKit declaration compared with, if UIKit has a member of that name.
    package var uikit: UIKitDeclaration? {
        switch self {
        case .matches(let declaration), .differs(let declaration, _): declaration
        case .notInTable: nil
        }
    }
}

/// Compares two types as the audit reads them (`UIKitTypeName.comparable`), UIKit's type
/// aliases read either way.
package struct TypeComparison {
    /// What each alias stands for, both comparable.
    package var aliases: [String: String]

    /// The differences between a toolkit type and UIKit's (nil: none, `Void`), reported as
    /// `optionality` when only one of them is optional (or one `?` and the other `!`), as
    /// `type` when the types differ otherwise, as both when both do.
    package func differences(
        _ toolkit: String?, _ uikit: String?, optionality: UIKitVerdict.Difference,
        type: UIKitVerdict.Difference
    ) -> [UIKitVerdict.Difference] {
        let mine = expanded(toolkit.map(UIKitTypeName.comparable) ?? "Void")
        let theirs = expanded(uikit.map(UIKitTypeName.comparable) ?? "Void")
        guard mine != theirs else { return [] }
        let myOptionality = UIKitTypeName.optionality(of: mine)
        let theirOptionality = UIKitTypeName.optionality(of: theirs)
        if myOptionality == theirOptionality {
            let strip = myOptionality == nil ? 0 : 1
            let standsIn = UIKitTypeName.standsIn(
                String(mine.dropLast(strip)), for: String(theirs.dropLast(strip)))
            return standsIn ? [] : [type]
        }
        let sameWrapped =
            UIKitTypeName.unwrapped(
                String(mine.dropLast(myOptionality == nil ? 0 : 1)), functionTypes: true)
            == UIKitTypeName.unwrapped(
                String(theirs.dropLast(theirOptionality == nil ? 0 : 1)), functionTypes: true)
        return sameWrapped ? [optionality] : [optionality, type]
    }

    /// The type with an alias, or an optional alias, written out: `ActionHandler?` →
    /// `((Action)->Void)?`.
    package func expanded(_ type: String) -> String {
        if let aliased = aliases[type] { return aliased }
        guard let suffix = UIKitTypeName.optionality(of: type),
            let aliased = aliases[String(type.dropLast())]
        else { return type }
        return UIKitTypeName.unwrapped("(\(aliased))\(suffix)")
    }
}

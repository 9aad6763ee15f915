/// How the toolkit's type names and UIKit's correspond: a toolkit type is UIKit's without the
/// `UI` in front (`TableView` ↔ `UITableView`, `Action` ↔ `UIAction`, the nested
/// `TableView.Style` ↔ `UITableView.Style`). Kept as they are: `IndexPath`, a type the toolkit
/// only extends (Foundation's), and names UIKit's Swift interface itself writes without `UI`
/// (`NSTextAlignment`, `CGRect`), should the toolkit declare one.
package enum UIKitTypeName {
    /// Toolkit types whose UIKit counterpart has another name than `UI` + theirs: geometry in
    /// character cells stands for Core Graphics' in points, and UIKit nests some types elsewhere.
    package static let counterparts: [String: String] = [
        "Rect": "CGRect", "Point": "CGPoint", "Size": "CGSize", "TextAlignment": "NSTextAlignment",
        "StackView.Axis": "NSLayoutConstraint.Axis", "Control.State": "UIControl.State",
    ]

    /// Names UIKit's declarations use as they are, whoever declares them.
    package static let keptNames: Set<String> = ["IndexPath"]

    /// The UIKit type the toolkit type at `path` (outermost first) stands for. A type the
    /// toolkit declares gets `UI` in front, unless its name is one UIKit uses as it is; one it
    /// only extends keeps its name.
    package static func uikit(forToolkit path: [String], declaredInToolkit: Bool) -> String {
        guard let outer = path.first else { return "" }
        if declaredInToolkit, let counterpart = counterparts[path.joined(separator: ".")] {
            return counterpart
        }
        let kept = !declaredInToolkit || isKept(outer)
        return ([kept ? outer : "UI" + outer] + path.dropFirst()).joined(separator: ".")
    }

    /// Whether UIKit's declarations write `name` as it is: `IndexPath`, `NS…`, `CG…`.
    static func isKept(_ name: String) -> Bool {
        keptNames.contains(name)
            || (["NS", "CG"].contains(String(name.prefix(2)))
                && name.dropFirst(2).first?.isUppercase == true)
    }

    /// Words in a type that say nothing about which type it is.
    static let ignoredWords: Set<String> = [
        "any", "some", "sending", "borrowing", "consuming", "__owned", "__shared",
    ]

    /// A type as the audit compares it: each UIKit name as the toolkit's (`UITableViewCell` →
    /// `TableViewCell`, `UIControl.Event` → `Control.Event`), attributes (`@escaping`,
    /// `@MainActor`, `@Sendable`), `any`, a `Swift.` in front and spaces left out, and `()`
    /// written `Void`: `(any UITableViewDataSource)?` → `TableViewDataSource?`.
    package static func comparable(_ type: String) -> String {
        var out = ""
        var word = ""
        var skippingAttribute = false
        var skippingDot = false
        func endWord(next: Character?) {
            defer { word = "" }
            if skippingAttribute {
                skippingAttribute = false
            } else if word == "Swift", next == ".", out.last != "." {
                skippingDot = true
            } else if !word.isEmpty, !ignoredWords.contains(word) {
                let qualifiesAnother = out.last == "."
                out += !qualifiesAnother && isUIKitName(word) ? String(word.dropFirst(2)) : word
            }
        }
        for character in type {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            endWord(next: character)
            if character == "@" {
                skippingAttribute = true
            } else if character == "." && skippingDot {
                skippingDot = false
            } else if !character.isWhitespace {
                out.append(character)
            }
        }
        endWord(next: nil)
        return unwrapped(standIns(in: out.replacingOccurrences(of: "()", with: "Void")))
    }

    /// UIKit's names of the types the toolkit stands in for under other names, as the
    /// toolkit's (`counterparts` read backwards): `CGRect` → `Rect`.
    static func standIns(in type: String) -> String {
        var type = type
        for (toolkit, uikit) in counterparts.sorted(by: { $0.value.count > $1.value.count }) {
            type = replacingWord(uikit, with: toolkit, in: type)
        }
        return type
    }

    /// `text` with every whole occurrence of `word` (not part of a longer name) replaced.
    static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let range = rest.range(of: word) {
            let before = rest[..<range.lowerBound].last ?? out.last
            let after = rest[range.upperBound...].first
            let isWhole =
                !(before.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ?? false)
                && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
            out += rest[..<range.lowerBound] + (isWhole ? replacement : word)
            rest = rest[range.upperBound...]
        }
        return out + rest
    }

    /// Whether the toolkit's `mine` stands for UIKit's `theirs` though they differ in name, both
    /// comparable: a length in character cells (`Int`) or a size as a `Double` for a `CGFloat`,
    /// a cell class's metatype for `AnyClass`, a cell's state for UIKit's
    /// `UIConfigurationState`.
    static func standsIn(_ mine: String, for theirs: String) -> Bool {
        switch theirs {
        case "CGFloat": ["Int", "Double"].contains(mine)
        case "AnyClass": mine.hasSuffix(".Type")
        case "ConfigurationState": mine.hasSuffix("ConfigurationState")
        default: false
        }
    }

    /// `UIView`, `UITableViewCell`: `UI` and a capital letter.
    static func isUIKitName(_ word: String) -> Bool {
        word.count > 2 && word.hasPrefix("UI") && word.dropFirst(2).first?.isUppercase == true
    }

    /// `(X)?` → `X?` and `(X)` → `X`, when the brackets hold one type and not a tuple, a
    /// function's parameters, or a function type (whose `?` would then be its result's), unless
    /// `functionTypes` (for a type with no `?` after it).
    static func unwrapped(_ type: String, functionTypes: Bool = false) -> String {
        var suffix = ""
        var core = Substring(type)
        if let last = core.last, last == "?" || last == "!" {
            suffix = String(last)
            core = core.dropLast()
        }
        let inner = String(core.dropFirst().dropLast())
        guard core.first == "(", core.last == ")", functionTypes || !inner.contains("->"),
            DeclarationScanner.split(inner, at: ",").count == 1,
            closingBracket(of: core) == core.index(before: core.endIndex)
        else { return type }
        return inner + suffix
    }

    /// Where the bracket that opens `text` closes.
    private static func closingBracket(of text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// Whether a comparable type is optional: `T?` or `T!`, which are told apart.
    package static func optionality(of type: String) -> Character? {
        guard let last = type.last, last == "?" || last == "!" else { return nil }
        return last
    }
}

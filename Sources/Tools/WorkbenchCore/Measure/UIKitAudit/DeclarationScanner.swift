/// Reads a Swift declaration left to right for `SwiftDeclaration`: words, balanced brackets,
/// parameter lists and types. It knows only what a declaration's shape needs, not Swift's
/// grammar: a type is the text up to where the declaration goes on.
package struct DeclarationScanner {
    private let characters: [Character]
    private var position = 0

    package init(_ text: String) {
        characters = Array(text)
    }

    /// One parameter: its argument label (nil for `_` or none) and its type.
    package struct Parameter: Equatable {
        package var label: String?
        package var type: String
    }

    /// Modifiers that say nothing about a member's name, labels or types.
    package static let modifiers: Set<String> = [
        "public", "open", "internal", "package", "fileprivate", "private", "final", "override",
        "static", "class", "required", "convenience", "optional", "dynamic", "weak", "unowned",
        "lazy", "mutating", "nonmutating", "nonisolated", "isolated", "indirect", "distributed",
    ]

    private mutating func skipSpaces() {
        while position < characters.count, characters[position].isWhitespace { position += 1 }
    }

    /// Skips `@Attribute(arguments)` and modifiers such as `open`, `private(set)`; stops at the
    /// first word that is neither (so `class` stays when it introduces a type).
    package mutating func skipAttributesAndModifiers() {
        while true {
            skipSpaces()
            let start = position
            if take("@") {
                _ = word()
                if characters.indices.contains(position), characters[position] == "(" {
                    _ = balanced()
                }
                continue
            }
            guard let word = word(), Self.modifiers.contains(word) else {
                position = start
                return
            }
            let afterWord = position
            if word == "class", self.word().map({ ["func", "var", "let"].contains($0) }) != true {
                position = start  // `class UIView`: a type, not a modifier
                return
            }
            position = afterWord
            if peek("(") { _ = balanced() }
        }
    }

    /// The next identifier (letters, digits, `_`, or a backticked name), or nil.
    package mutating func word() -> String? {
        skipSpaces()
        if take("`") {
            let start = position
            while position < characters.count, characters[position] != "`" { position += 1 }
            let name = String(characters[start..<position])
            _ = take("`")
            return name
        }
        let start = position
        while position < characters.count,
            characters[position].isLetter || characters[position].isNumber
                || characters[position] == "_"
        {
            position += 1
        }
        return position > start ? String(characters[start..<position]) : nil
    }

    /// Whether the text goes on with `text` (after spaces).
    package func peek(_ text: String) -> Bool {
        var index = position
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        return characters[index...].starts(with: text)
    }

    /// Consumes `text` when the declaration goes on with it.
    package mutating func take(_ text: String) -> Bool {
        guard peek(text) else { return false }
        skipSpaces()
        position += text.count
        return true
    }

    /// The bracketed text that starts here (`(…)`, `<…>`, `[…]`), brackets included; `->`
    /// inside does not close an angle bracket.
    package mutating func balanced() -> String {
        skipSpaces()
        let start = position
        var depth = 0
        repeat {
            depth += Self.depthChange(characters, at: position)
            position += 1
        } while position < characters.count && depth > 0
        return String(characters[start..<position])
    }

    /// +1 for an opening bracket, -1 for a closing one, 0 otherwise (and for the `>` of `->`).
    package static func depthChange(_ characters: [Character], at index: Int) -> Int {
        switch characters[index] {
        case "(", "[", "<": return 1
        case ")", "]": return -1
        case ">": return index > 0 && characters[index - 1] == "-" ? 0 : -1
        default: return 0
        }
    }

    package mutating func skipGenericClause() {
        if peek("<") { _ = balanced() }
    }

    /// The parameter list that starts here, or nil when none does. With `unlabelled`, a
    /// parameter without a colon is a type with no label (an enum case's associated value).
    package mutating func parameters(unlabelled: Bool = false) -> [Parameter]? {
        guard peek("(") else { return nil }
        let list = String(balanced().dropFirst().dropLast())
        return Self.split(list, at: ",").compactMap { Self.parameter($0, unlabelled: unlabelled) }
    }

    package static func parameter(_ text: String, unlabelled: Bool) -> Parameter? {
        let parts = split(text, at: ":", limit: 2)
        guard parts.count == 2 else {
            return unlabelled && !text.isEmpty ? Parameter(label: nil, type: spaced(text)) : nil
        }
        let names = parts[0].split(separator: " ").map(String.init)
        guard let label = names.first else { return nil }
        let type = split(parts[1], at: "=", limit: 2)[0]
        return Parameter(label: label == "_" ? nil : label, type: spaced(type))
    }

    /// What follows a function's parameters: its result type after `->`, or nil for none or
    /// `Void`.
    package mutating func functionResult() -> String? {
        while let effect = peekWord(), ["async", "throws", "rethrows", "reasync"].contains(effect) {
            _ = word()
            if peek("(") { _ = balanced() }  // throws(TouchError)
        }
        guard take("->") else { return nil }
        let type = spaced(typeText(stoppingAt: ["{", "where"]))
        return ["Void", "()"].contains(type) ? nil : type
    }

    /// A property's type: the text after the colon up to its accessors or its value.
    package mutating func propertyType() -> String {
        spaced(typeText(stoppingAt: ["{", "="]))
    }

    /// A type's inheritance clause, split into names.
    package mutating func inheritance() -> [String] {
        guard take(":") else { return [] }
        return Self.split(typeText(stoppingAt: ["{", "where"]), at: ",").map(spaced)
    }

    private mutating func peekWord() -> String? {
        let start = position
        defer { position = start }
        return word()
    }

    /// The text from here to the first of `stops` outside brackets, or to the end.
    private mutating func typeText(stoppingAt stops: [String]) -> String {
        skipSpaces()
        let start = position
        var depth = 0
        while position < characters.count {
            if depth == 0, stops.contains(where: { stopsHere($0) }) { break }
            depth += Self.depthChange(characters, at: position)
            position += 1
        }
        return String(characters[start..<position])
    }

    /// Whether `stop` starts here: a bracket or sign anywhere, a word only on its own.
    private func stopsHere(_ stop: String) -> Bool {
        guard characters[position...].starts(with: stop) else { return false }
        guard stop.first?.isLetter == true else { return true }
        let before = position == 0 || characters[position - 1].isWhitespace
        let end = position + stop.count
        return before && (end == characters.count || characters[end].isWhitespace)
    }

    /// `text` split at `separator` where it is outside brackets, each piece trimmed.
    package static func split(_ text: String, at separator: Character, limit: Int = .max)
        -> [String]
    {
        let characters = Array(text)
        var pieces: [String] = []
        var start = 0
        var depth = 0
        for index in characters.indices {
            if depth == 0, characters[index] == separator, pieces.count < limit - 1 {
                pieces.append(String(characters[start..<index]))
                start = index + 1
                continue
            }
            depth += depthChange(characters, at: index)
        }
        pieces.append(String(characters[start...]))
        return pieces.map(spaced).filter { !$0.isEmpty }
    }
}

/// `text` trimmed, each run of whitespace made one space.
package func spaced<S: StringProtocol>(_ text: S) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}

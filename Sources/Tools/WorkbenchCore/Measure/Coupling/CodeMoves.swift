import Foundation
import PatternCatalog

/// Where a pattern's code came from, set against MVC's on the same screen (seed 001: "it's the
/// same code, just moved"): each code line of the pattern is *moved* (the same statement as a
/// line of MVC's, names aside), *changed* (not the same, but most of its words are an MVC line's)
/// or *added*, and then by what it is: binding, a protocol's declaration, forwarding to another
/// role, the role's own state, or other (declarations, structure). MVC's lines that no line of
/// the pattern took are counted apart.
///
/// The matching is `LineMatch`'s: by content, not by order; each MVC line is taken once, the
/// same statements first, then the most alike.
package struct CodeMoves: Sendable, Equatable, Codable {
    package var moved = 0
    package var changed = 0
    package var binding = 0
    package var protocolDeclaration = 0
    package var forwarding = 0
    package var state = 0
    package var other = 0
    /// MVC's lines that no line of the pattern took.
    package var mvcUnmatched = 0

    package init() {}

    /// Lines the pattern added, of every kind.
    package var added: Int { binding + protocolDeclaration + forwarding + state + other }
    /// Every code line of the pattern.
    package var total: Int { moved + changed + added }

    package static func + (a: Self, b: Self) -> Self {
        var sum = a
        sum.moved += b.moved
        sum.changed += b.changed
        sum.binding += b.binding
        sum.protocolDeclaration += b.protocolDeclaration
        sum.forwarding += b.forwarding
        sum.state += b.state
        sum.other += b.other
        sum.mvcUnmatched += b.mvcUnmatched
        return sum
    }

    /// What a code line of the pattern is, set against MVC's: taken from MVC's code (moved or
    /// changed), or added, and then by what it is.
    package enum Kind: String, Sendable, CaseIterable {
        case moved, changed, binding
        case protocolDeclaration = "protocol"
        case forwarding, state, other

        /// The kind as the table, the chart and the site name it.
        package var name: String { self == .state ? "own state" : rawValue }
    }

    /// How many lines of `kind` it counts.
    package func count(of kind: Kind) -> Int {
        switch kind {
        case .moved: moved
        case .changed: changed
        case .binding: binding
        case .protocolDeclaration: protocolDeclaration
        case .forwarding: forwarding
        case .state: state
        case .other: other
        }
    }

    /// The pattern's files (`pattern`, each file's lines) set against MVC's (`mvc`), matched
    /// line for line by `LineMatch`.
    package init(pattern: [[String]], mvc: [[String]]) {
        self.init(kinds: Self.kinds(pattern: pattern, mvc: mvc), mvc: mvc)
    }

    /// The counts of lines whose kinds (`kinds(pattern:mvc:)`, file by file) are known, against
    /// MVC's files `mvc`.
    package init(kinds: [[Int: Kind]], mvc: [[String]]) {
        for file in kinds {
            for kind in file.values { add(kind) }
        }
        mvcUnmatched = mvc.reduce(0) { $0 + $1.filter(Self.isCode).count } - moved - changed
    }

    /// For each file of `pattern`, the kind of each of its code lines, by line index: what the
    /// counts count, and what the site colours.
    package static func kinds(pattern: [[String]], mvc: [[String]]) -> [[Int: Kind]] {
        let found = LineMatch.matches(pattern, in: mvc)
        return pattern.enumerated().map { index, file in
            let protocols = protocolLines(file)
            let published = BindingLine.publishedProperties(in: file)
            var kinds: [Int: Kind] = [:]
            for (line, text) in file.enumerated() where isCode(text) {
                switch found[index][line]?.kind {
                case .moved: kinds[line] = .moved
                case .changed: kinds[line] = .changed
                case nil:
                    kinds[line] = kind(
                        ofAdded: text, published: published, inProtocol: protocols.contains(line))
                }
            }
            return kinds
        }
    }

    mutating func add(_ kind: Kind) {
        switch kind {
        case .moved: moved += 1
        case .changed: changed += 1
        case .binding: binding += 1
        case .protocolDeclaration: protocolDeclaration += 1
        case .forwarding: forwarding += 1
        case .state: state += 1
        case .other: other += 1
        }
    }

    /// An added line, by what it is.
    static func kind(ofAdded line: String, published: Set<String>, inProtocol: Bool) -> Kind {
        let code = line.trimmingCharacters(in: .whitespaces)
        if inProtocol { return .protocolDeclaration }
        if BindingLine.isBinding(line, published: published) { return .binding }
        if code.firstMatch(of: Self.forwardingCall) != nil { return .forwarding }
        if code.firstMatch(of: Self.storedProperty) != nil { return .state }
        return .other
    }

    /// A call on another role, passed on as it is: `presenter.cardTapped()`,
    /// `viewModel?.select(row: row)`.
    static var forwardingCall: Regex<Substring> {
        /^(?:self\.)?(?:presenter|viewModel|interactor|coordinator)\??\.\w+\(.*\)$/
    }

    /// A stored property: the role's own state.
    static var storedProperty: Regex<Substring> {
        /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate)(?:\(set\))?\s+)*(?:weak\s+)?(?:var|let)\s+\w+/
    }

    /// The lines of `file` inside a `protocol` declaration, its first and last line included.
    static func protocolLines(_ file: [String]) -> Set<Int> {
        var lines: Set<Int> = []
        var depth = 0
        var inside = false
        for (index, line) in file.enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if depth == 0,
                code.firstMatch(of: /^(?:@\w+\s+)*(?:(?:public|internal)\s+)?protocol\s/) != nil
            {
                inside = true
            }
            if inside { lines.insert(index) }
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            if inside, depth == 0, code.contains("}") { inside = false }
        }
        return lines
    }

    static func isCode(_ line: String) -> Bool { SourceMeasures.isCode(line) }

    /// The statement with its names aside: every identifier becomes `x`, keywords and literals
    /// and punctuation stay, spaces go.
    static func shape(_ line: String) -> String {
        let code = line.trimmingCharacters(in: .whitespaces)
        var out = ""
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            out += keywords.contains(word) || word.first?.isNumber == true ? word : "x"
            word = ""
        }
        var inString = false
        for character in code {
            if character == "\"" { inString.toggle() }
            if !inString, character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                if !character.isWhitespace || inString { out.append(character) }
            }
        }
        flush()
        return out
    }

    /// The words of a line: its identifiers and literals, for likeness.
    static func words(_ line: String) -> [Substring] {
        line.split { !$0.isLetter && !$0.isNumber && $0 != "_" }
    }

    /// How alike two lines' words are: twice the shared words over all of them (Dice).
    static func likeness(_ a: [Substring], _ b: [Substring]) -> Double {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var rest = b
        var shared = 0
        for word in a {
            if let index = rest.firstIndex(of: word) {
                rest.remove(at: index)
                shared += 1
            }
        }
        return Double(2 * shared) / Double(a.count + b.count)
    }

    static let keywords: Set<String> = [
        "import", "class", "struct", "enum", "protocol", "extension", "func", "init", "deinit",
        "var", "let", "if", "else", "guard", "return", "switch", "case", "default", "for", "in",
        "while", "self", "Self", "super", "nil", "true", "false", "public", "private",
        "fileprivate", "internal", "final", "override", "static", "weak", "lazy", "try", "throws",
        "async", "await", "some", "any", "where", "break", "continue", "defer", "do", "catch",
        "inout", "set", "get", "didSet", "willSet", "open", "mutating",
    ]
}

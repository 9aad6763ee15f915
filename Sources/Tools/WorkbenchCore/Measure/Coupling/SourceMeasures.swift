import Foundation

/// Size and complexity read from source text — the one part of the analysis that is not from
/// the compiler's index, which records symbols but not control flow.
///
/// Complexity is McCabe's cyclomatic complexity approximated the usual way for Swift: one per
/// function, initializer or closure-free accessor body, plus one per decision point (`if`,
/// `guard`, `case`, `for`, `while`, `repeat`, `catch`, `&&`, `||`, `??`, and the ternary `?`).
/// Not counted: `for` as an argument label (`setTitle(_:for:)`, `addAction(_:for:)`), which is
/// no loop, and the weak-self guard a closure opens with (`guard let self else { return }`),
/// which is how a closure holds its owner, not a decision of the screen's.
package struct SourceMeasures: Sendable, Codable, Hashable {
    /// Lines that hold code: not blank, not only a comment.
    package var codeLines = 0
    package var functions = 0
    package var decisionPoints = 0

    /// Cyclomatic complexity summed over the functions.
    package var complexity: Int { functions + decisionPoints }

    package init() {}

    package static func + (a: Self, b: Self) -> Self {
        var sum = a
        sum.codeLines += b.codeLines
        sum.functions += b.functions
        sum.decisionPoints += b.decisionPoints
        return sum
    }

    /// Measures `files` (relative to `root`) together; a file that cannot be read counts as
    /// empty.
    package init(files: some Sequence<String>, root: String) {
        self = files.reduce(SourceMeasures()) { sum, file in
            sum
                + SourceMeasures(
                    source: (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? "")
        }
    }

    /// Whether a line holds code: not blank, not only a comment.
    package static func isCode(_ line: some StringProtocol) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }

    /// Measures one file's text.
    package init(source: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { Self.isCode($0) }
            .map { raw in
                var line = Substring(raw.trimmingCharacters(in: .whitespaces))
                if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
                return Self.removingLiterals(line)
            }
        var depth = 0
        var protocolOpenedAt: Int?  // the brace depth a protocol's body opened at
        for (index, line) in lines.enumerated() {
            codeLines += 1
            if protocolOpenedAt == nil {
                let next = index + 1 < lines.count ? lines[index + 1] : ""
                functions += Self.functionBodies(on: line, next: next)
            }
            decisionPoints += Self.decisionPoints(on: line)
            if protocolOpenedAt == nil, line.firstMatch(of: /\bprotocol\s+\w+/) != nil {
                protocolOpenedAt = depth
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if let opened = protocolOpenedAt, depth <= opened { protocolOpenedAt = nil }
        }
    }

    /// The decision points on one line, its comment and string literals gone.
    static func decisionPoints(on line: Substring) -> Int {
        var count = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            .filter { ["if", "guard", "for", "while", "repeat", "catch"].contains($0) }.count
        count -= line.matches(of: Self.notDecisions).count
        if Self.isSwitchCase(line) { count += 1 }
        for operatorText in ["&&", "||", "??", " ? "] {
            count += line.components(separatedBy: operatorText).count - 1
        }
        // A ternary whose condition ends the line above opens this one.
        if line.hasPrefix("? ") { count += 1 }
        return count
    }

    /// The bodies a line opens outside a protocol: a `func`, an initializer (not a call to
    /// one, `.init(` or `super.init(`), an observer (`didSet`, `willSet`), or a computed
    /// property (a `var` with a type and no value whose next line is not an observer). A
    /// deinitializer and a closure are no function here.
    static func functionBodies(on line: Substring, next: Substring) -> Int {
        let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        var count = words.filter { ["func", "didSet", "willSet"].contains($0) }.count
        count += line.matches(of: /(?:^|[^.\w])init[?!]?\s*[(<]/).count
        let observed =
            line.hasSuffix("{") && (next.hasPrefix("didSet") || next.hasPrefix("willSet"))
        if line.firstMatch(of: /(?:^|\s)var\s+\w+\s*:[^=\x{7B}]*\x{7B}/) != nil, !observed {
            count += 1
        }
        return count
    }

    /// Words counted above that decide nothing: `for` as an argument label, alone or with a
    /// parameter name (`for: .touchUpInside`, `func showDetail(for presenter: …)`), and the
    /// weak-self guard (`guard let self else`).
    private static var notDecisions: Regex<Substring> {
        /(?:^|[^\w.])for(?:\s+\w+)?\s*:|\bguard\s+let\s+self\s+else\b/
    }

    /// `case .loaded:`, `case nil: …` or `case \Model.name: …` in a switch; not `case loading`
    /// or `case loaded(count: Int)` in an enum. A switch's case has its colon outside
    /// parentheses (its string literals already emptied); a pattern over several lines
    /// (`case .a,`) is known by its first character.
    private static func isSwitchCase(_ line: Substring) -> Bool {
        guard line.hasPrefix("case ") else { return false }
        let rest = line.dropFirst(5)
        guard let first = rest.first else { return false }
        return first == "." || first == "\"" || first == "(" || first == "\\" || first.isNumber
            || rest.hasPrefix("let ") || rest.hasPrefix("var ") || hasColonOutsideParentheses(rest)
    }

    private static func hasColonOutsideParentheses(_ text: Substring) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case ":" where depth == 0: return true
            default: continue
            }
        }
        return false
    }

    /// The function starting at `line` (1-based): up to its closing brace, one level of
    /// indentation less (for a nested declaration) unless `dedent` is false.
    package static func functionSource(_ text: String, from line: Int, dedent: Bool = true)
        -> String
    {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(
            max(0, line - 1))
        var depth = 0
        var result: [Substring] = []
        for line in lines {
            result.append(line)
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth <= 0 && line.contains("}") { break }
        }
        // One level of indentation less, as the test would read on its own.
        return result.map { String(dedent ? $0.dropFirst(4) : $0) }.joined(separator: "\n")
    }
}

extension SourceMeasures {
    /// The types a file declares at its top level (`class`, `struct`, `enum`, `protocol`,
    /// `actor`; not extensions, not nested types), read from the text by brace depth: for code
    /// the compiler's index cannot be had for, such as another project counted with the
    /// workbench's rules. Their names, in order.
    package static func topLevelTypes(in source: String) -> [String] {
        var depth = 0
        var names: [String] = []
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            guard isCode(rawLine) else { continue }
            var line = Substring(rawLine.trimmingCharacters(in: .whitespaces))
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = removingLiterals(line)
            if depth == 0, let match = line.firstMatch(of: typeDeclaration) {
                names.append(String(match.output.name))
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return names
    }

    /// A type declaration at the start of a line, after its attributes and modifiers.
    private static var typeDeclaration: Regex<(Substring, name: Substring)> {
        /^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|open|final|indirect)\s+)*(?:class|struct|enum|protocol|actor)\s+(?<name>\w+)/
    }

    /// The line with its string literals emptied, so that a brace in a string does not count.
    static func removingLiterals(_ line: Substring) -> Substring {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" {
                inString.toggle()
                result.append("\"")
            } else if !inString {
                result.append(character)
            }
            previous = character
        }
        return Substring(result)
    }
}

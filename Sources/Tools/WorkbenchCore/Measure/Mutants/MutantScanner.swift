/// Finds the mutation sites of one Swift file: every place one of the four operators can change
/// the code, read off the code alone (`SourceMask`), one line at a time.
///
/// It is conservative on purpose: a condition is negated only when it stands on one line, a
/// statement deleted only when it is a whole call or assignment on one line in a body of code.
/// A site whose schema does not compile is found by the build and reported apart
/// (`MutationRun`), so a rule that lets an odd case through costs a build, not a wrong figure.
package struct MutantScanner {
    /// The file's path relative to the package root, and its module.
    package let file: String
    package let module: String
    private let mask: SourceMask

    package init(source: String, file: String, module: String) {
        self.file = file
        self.module = module
        self.mask = SourceMask(source)
    }

    /// The sites, in the order of the file, numbered from `firstID`.
    package func sites(firstID: Int) -> [MutationSite] {
        var found: [(line: Int, range: Range<Int>, kind: Mutant.Operator, mutated: String)] = []
        var blocks = BlockKinds()
        var declarations = Declarations()
        var inDeclaration: [Int: String] = [:]
        var previous = ""
        for line in mask.lines.indices {
            let code = mask.code(line: line)
            let significant = mask.significant(line: line)
            let inBody = blocks.innermostIsCode
            inDeclaration[line] = declarations.path
            found += conditions(line, code) + comparisons(line, code) + literals(line, code)
            if inBody, let range = Self.statement(significant, after: previous) {
                found.append((line, range, .deleteStatement, ""))
            }
            blocks.read(code)
            declarations.read(code)
            if !significant.trimmingCharacters(in: .whitespaces).isEmpty { previous = significant }
        }
        var places: [String: Int] = [:]
        return found.enumerated().map { offset, site in
            let id = firstID + offset
            let original = String(mask.lines[site.line][site.range])
            let declaration = inDeclaration[site.line] ?? ""
            let place = (places[declaration] ?? 0) + 1
            places[declaration] = place
            let mutant = Mutant(
                id: id, module: module, file: file, declaration: declaration,
                place: place, line: site.line + 1,
                column: site.range.lowerBound + 1, kind: site.kind, original: original,
                mutated: site.kind == .deleteStatement ? "" : site.mutated)
            return MutationSite(
                mutant: mutant, line: site.line, range: site.range,
                edit: MutantSchema.edit(for: mutant, original: original))
        }
    }

    // MARK: - Negated conditions

    /// The condition of an `if`, `guard` or `while` that stands on its line alone.
    func conditions(_ line: Int, _ code: String) -> [(Int, Range<Int>, Mutant.Operator, String)] {
        // `\x{7B}` and `\x{7D}` are `{` and `}`, written so that the braces of the code stay paired.
        let pattern =
            /^(\s*(?:\x{7D}\s*else\s+)?(?:if|guard|while)\s+)(.+?)(\s*(?:\x{7B}|else\s*\x{7B})\s*)$/
        guard let match = code.wholeMatch(of: pattern) else { return [] }
        let condition = String(match.2)
        let refused = ["let ", "var ", "case ", ",", "#available", "await ", "try", "{", "}"]
        guard !refused.contains(where: condition.contains) else { return [] }
        // The condition runs up to the closing `{` or `else`: a string literal at its end is
        // blank in `code`, so its end is read off the line itself.
        let start = match.1.count
        let characters = mask.lines[line]
        var end = code.count - match.3.count
        while end < characters.count, characters[end] != "{",
            !code.dropFirst(end).hasPrefix(
                " else")
        {
            end += 1
        }
        while end > start, characters[end - 1] == " " { end -= 1 }
        guard end > start else { return [] }
        let range = start..<end
        let text = String(characters[range])
        return [(line, range, .negateCondition, "!(\(text))")]
    }

    // MARK: - Comparisons

    /// The binary comparison operators of the line, written with a space on each side.
    func comparisons(_ line: Int, _ code: String) -> [(Int, Range<Int>, Mutant.Operator, String)] {
        let characters = Array(code)
        var found: [(Int, Range<Int>, Mutant.Operator, String)] = []
        var index = 1
        while index < characters.count {
            defer { index += 1 }
            guard characters[index - 1] == " " else { continue }
            for (token, replacement, kind) in Self.comparisonMutations {
                let end = index + token.count
                guard end < characters.count, characters[end] == " ",
                    String(characters[index..<end]) == token
                else { continue }
                found.append((line, index..<end, kind, replacement))
                index = end
                break
            }
        }
        return found
    }

    /// Each comparison operator, what it becomes, and the kind of change.
    static let comparisonMutations: [(String, String, Mutant.Operator)] = [
        ("<=", "<", .shiftBoundary), (">=", ">", .shiftBoundary), ("<", "<=", .shiftBoundary),
        (">", ">=", .shiftBoundary), ("==", "!=", .negateCondition),
        ("!=", "==", .negateCondition),
    ]

    // MARK: - Swapped literals

    /// The line's Boolean, whole-number and one-line string literals, outside `case` patterns,
    /// attributes and declarations of raw values.
    func literals(_ line: Int, _ code: String) -> [(Int, Range<Int>, Mutant.Operator, String)] {
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        guard !["case ", "@", "#", "enum "].contains(where: trimmed.hasPrefix) else { return [] }
        var found: [(Int, Range<Int>, Mutant.Operator, String)] = []
        for match in code.matches(of: /\b(true|false|[0-9][0-9_]*)\b/) {
            let start = code.distance(from: code.startIndex, to: match.range.lowerBound)
            let end = code.distance(from: code.startIndex, to: match.range.upperBound)
            let characters = Array(code)
            // Not part of a name, a decimal (`1.5`), a member (`.0`) or a range's bound pair.
            if start > 0, ".$_".contains(characters[start - 1]) { continue }
            if end < characters.count, ".x_".contains(characters[end]) { continue }
            let text = String(match.1)
            let mutated =
                switch text {
                case "true": "false"
                case "false": "true"
                case "0": "1"
                case "1": "0"
                default: String((Int(text.filter { $0 != "_" }) ?? 0) + 1)
                }
            found.append((line, start..<end, .swapLiteral, mutated))
        }
        return found + stringLiterals(line)
    }

    /// The line's non-empty, one-line string literals that start in code.
    func stringLiterals(_ line: Int) -> [(Int, Range<Int>, Mutant.Operator, String)] {
        let characters = mask.lines[line]
        let kinds = mask.kinds[line]
        var found: [(Int, Range<Int>, Mutant.Operator, String)] = []
        var index = 0
        while index < characters.count {
            guard characters[index] == "\"", kinds[index] == .string,
                index == 0 || kinds[index - 1] == .code
            else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, kinds[end] == .string { end += 1 }
            let literal = String(characters[index..<end])
            if literal.count > 2, literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") {
                found.append((line, index..<end, .swapLiteral, "\"\""))
            }
            index = end
        }
        return found
    }

    // MARK: - Deleted statements

    /// The range of a whole call or assignment standing alone on a line of code, if the line is
    /// one; `previous` is the code of the line before, which must not leave an expression open.
    static func statement(_ code: String, after previous: String) -> Range<Int>? {
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        let opening = [
            "let ", "var ", "return", "guard ", "if ", "else", "for ", "while ", "switch ",
            "case ", "default", "defer", "break", "continue", "throw ", "func ", "init", "deinit",
            "@", "#", "}", "{", ".", ")", "]", "?", "&&", "||", "+", "-", "*", "/", "=",
        ]
        guard !trimmed.isEmpty, !opening.contains(where: trimmed.hasPrefix),
            !trimmed.contains("{"), !trimmed.contains("}"), isBalanced(trimmed),
            let last = trimmed.last, last == ")" || isAssignment(trimmed)
        else { return nil }
        let before = previous.trimmingCharacters(in: .whitespaces)
        if let end = before.last, ",([=+-*/&|.?".contains(end) || before.hasSuffix(" in") {
            return nil
        }
        let start = code.prefix { $0 == " " }.count
        return start..<(start + trimmed.count)
    }

    /// Whether `text` assigns at its top level (`a = b`, `a += b`).
    static func isAssignment(_ text: String) -> Bool {
        text.contains(#/^[\w.?\[\]]+ (=|\+=|-=|\*=|\/=) /#)
    }

    /// Whether the parentheses and brackets of `text` close as they open.
    static func isBalanced(_ text: String) -> Bool {
        var depth = 0
        for character in text {
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }
}

/// Which characters of a Swift source are code: not in a comment, a string literal (its
/// interpolations included) or a `#if` line. The mutation scanner changes code only, so a
/// mutant never edits a string's text by accident or a comment's words.
///
/// A small lexer, not a parser: it knows line and block comments (nested), string literals
/// (`"…"` with escapes and `\(…)` interpolations holding further strings, `"""…"""` over several
/// lines, and raw strings `#"…"#`), which is all a mutant needs to keep out of.
package struct SourceMask: Sendable {
    /// What a character is part of.
    package enum Kind: Sendable {
        case code
        /// A string literal, or an interpolation inside one.
        case string
        /// A comment, or a compiler directive's line (`#if`).
        case comment
    }

    /// Each line's characters.
    package let lines: [[Character]]
    /// For each line, what each of its characters is part of.
    package let kinds: [[Kind]]

    package init(_ source: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        var lexer = Lexer()
        self.lines = lines
        self.kinds = lines.map { lexer.mask($0) }
    }

    /// For each line, whether each of its characters is code.
    package var isCode: [[Bool]] { kinds.map { $0.map { $0 == .code } } }

    /// Line `line`'s text without its comments (each character replaced by a space): code and
    /// string literals, at the same positions.
    package func significant(line: Int) -> String {
        String(zip(lines[line], kinds[line]).map { $1 == .comment ? " " : $0 })
    }

    /// Line `line`'s text with every character that is not code replaced by a space, so that
    /// searching it finds code only, at the same positions.
    package func code(line: Int) -> String {
        String(zip(lines[line], kinds[line]).map { $1 == .code ? $0 : " " })
    }

    /// The lexer's state between lines.
    private struct Lexer {
        /// Open block comments (they nest).
        var comments = 0
        /// Open string literals, innermost last; each with the parentheses open in its current
        /// interpolation, if it is in one.
        var strings: [StringState] = []

        struct StringState {
            var multiline: Bool
            var hashes: Int
            /// Parentheses open inside an interpolation `\(…)`; nil outside one.
            var interpolation: Int?
        }

        mutating func mask(_ line: [Character]) -> [Kind] {
            var result = [Kind](repeating: .string, count: line.count)
            if comments == 0, strings.isEmpty,
                line.drop(while: { $0 == " " }).starts(with: Array("#"))
            {
                // `#if`, `#else`, `#endif` and the like are never mutated
                return [Kind](repeating: .comment, count: line.count)
            }
            var index = 0
            while index < line.count {
                index = step(line, index, &result)
            }
            // A single-line string cannot run past its line.
            while let last = strings.last, !last.multiline, last.interpolation == nil {
                strings.removeLast()
            }
            return result
        }

        /// Reads from `index`, marks what each character is part of, and returns where to go on.
        mutating func step(_ line: [Character], _ index: Int, _ result: inout [Kind]) -> Int {
            let rest = line[index...]
            if comments > 0 {
                result[index] = .comment
                if rest.starts(with: Array("/*")) {
                    result[index + 1] = .comment
                    comments += 1
                    return index + 2
                }
                if rest.starts(with: Array("*/")) {
                    result[index + 1] = .comment
                    comments -= 1
                    return index + 2
                }
                return index + 1
            }
            if var string = strings.last, string.interpolation == nil {
                return inString(line, index, &string)
            }
            // Code: at file level, or inside an interpolation.
            if rest.starts(with: Array("//")) {
                for position in index..<line.count { result[position] = .comment }
                return line.count
            }
            if rest.starts(with: Array("/*")) {
                result[index] = .comment
                result[index + 1] = .comment
                comments += 1
                return index + 2
            }
            if let opened = openString(line, index) { return opened }
            if var string = strings.last, var depth = string.interpolation {
                if line[index] == "(" { depth += 1 }
                if line[index] == ")" {
                    depth -= 1
                    if depth == 0 {
                        string.interpolation = nil
                        strings[strings.count - 1] = string
                        return index + 1  // back in the string; the `)` is not code
                    }
                }
                string.interpolation = depth
                strings[strings.count - 1] = string
                return index + 1  // an interpolation is never code a mutant may change
            }
            result[index] = .code
            return index + 1
        }

        /// Opens a string literal at `index`, if one starts there; returns where it goes on.
        mutating func openString(_ line: [Character], _ index: Int) -> Int? {
            var hashes = 0
            while index + hashes < line.count, line[index + hashes] == "#" { hashes += 1 }
            let quote = index + hashes
            guard quote < line.count, line[quote] == "\"" else { return nil }
            let multiline = line[quote...].starts(with: Array("\"\"\""))
            strings.append(StringState(multiline: multiline, hashes: hashes, interpolation: nil))
            return quote + (multiline ? 3 : 1)
        }

        /// Reads one step inside the innermost string (outside any interpolation).
        mutating func inString(_ line: [Character], _ index: Int, _ string: inout StringState)
            -> Int
        {
            let rest = line[index...]
            let escape = "\\" + String(repeating: "#", count: string.hashes)
            if rest.starts(with: Array(escape)) {
                let after = index + escape.count
                if after < line.count, line[after] == "(" {
                    string.interpolation = 1
                    strings[strings.count - 1] = string
                    return after + 1
                }
                return after + 1  // an escaped character
            }
            let close =
                (string.multiline ? "\"\"\"" : "\"")
                + String(repeating: "#", count: string.hashes)
            if rest.starts(with: Array(close)) {
                strings.removeLast()
                return index + close.count
            }
            return index + 1
        }
    }
}

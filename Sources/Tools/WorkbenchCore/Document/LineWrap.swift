/// Keeps a Markdown document's source lines short: a prose line longer than `limit` is broken
/// between sentences (or, for a sentence too long on its own, between words) into lines that
/// Markdown joins back into the same paragraph or list item, so the page reads the same and its
/// source and diffs stay readable. Tables and code blocks are left as they are.
package enum LineWrap {
    /// The longest prose line a document keeps (a test checks Comparison.md).
    package static let limit = 400
    /// How long a wrapped line grows before the next sentence starts a line of its own.
    static let target = 200

    package static func wrap(_ document: String) -> String {
        var inCode = false
        var out: [String] = []
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            if inCode || line.hasPrefix("|") || line.count <= limit {
                out.append(String(line))
            } else {
                out += wrap(line: String(line))
            }
        }
        return out.joined(separator: "\n")
    }

    /// One long line as several: continuation lines indented as the list item's text is.
    static func wrap(line: String) -> [String] {
        let marker = line.prefix { $0 == " " }.count + (listMarker(line) ? 2 : 0)
        let indent = String(repeating: " ", count: marker)
        var lines: [String] = []
        var current = ""
        for piece in pieces(of: line) {
            if !current.isEmpty, current.count + piece.count > target, startsPlainly(piece) {
                lines.append(current)
                current = indent + piece.drop { $0 == " " }
            } else {
                current += piece
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// Whether a line may start with `piece` and stay in its paragraph: not if it would read as
    /// a list item, a heading, a quote or a table row.
    static func startsPlainly(_ piece: String) -> Bool {
        let text = piece.drop { $0 == " " }
        guard let first = text.first else { return false }
        if "-*+#>|".contains(first) { return false }
        let digits = text.prefix { $0.isNumber }
        return digits.isEmpty || !text.dropFirst(digits.count).hasPrefix(".")
    }

    /// Whether the line is a list item (`- …`, `* …`, `1. …`) after its indentation.
    static func listMarker(_ line: String) -> Bool {
        let text = line.drop { $0 == " " }
        return text.hasPrefix("- ") || text.hasPrefix("* ")
    }

    /// The line in pieces that end after a sentence (". ", "; ", ": "), each piece under the
    /// limit: a longer one is cut between words.
    static func pieces(of line: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character = " "
        for character in line {
            if character == " ", [".", ";", ":"].contains(previous), current.count > 40 {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        pieces.append(current)
        return pieces.flatMap(words)
    }

    /// A piece cut between words into parts of at most `target` characters, each but the
    /// first starting with the space before its word.
    static func words(_ piece: String) -> [String] {
        guard piece.count > target else { return [piece] }
        var parts: [String] = []
        var current = ""
        let words = piece.split(separator: " ", omittingEmptySubsequences: false)
        for (index, word) in words.enumerated() {
            let next = (index == 0 ? "" : " ") + word
            if current.count + next.count > target, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current += next
        }
        parts.append(current)
        return parts
    }
}

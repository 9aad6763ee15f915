/// Terminal column arithmetic: how many columns a piece of text takes, and how to make text fit.
///
/// A terminal shows East Asian wide characters and most emoji in two columns, combining marks in
/// none, and everything else in one. Counting `Character`s would misalign a table as soon as a
/// product is called `商品` or `🍎`, so every widget measures with these functions instead.
public enum DisplayWidth {
    /// The ellipsis that ends truncated text.
    public static let ellipsis: Character = "…"
    /// What a control character (or a bidi override) becomes on screen.
    public static let replacement: Character = "\u{FFFD}"

    /// The columns one grapheme takes in a terminal: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
            isSimpleNarrow(only)
        {
            return 1  // fast path: the usual case
        }
        guard let first = scalars.first else { return 0 }
        if isZeroWidth(first) { return 0 }
        for scalar in scalars {
            if isWide(scalar) || scalar.properties.isEmojiPresentation { return 2 }
            // An emoji-capable symbol followed by the emoji variation selector is drawn as emoji.
            if scalar.value == 0xFE0F, first.properties.isEmoji { return 2 }
        }
        return 1
    }

    /// The columns a string takes once sanitized.
    public static func of(_ text: String) -> Int {
        if isSimpleNarrow(text) { return text.unicodeScalars.count }  // fast path
        return sanitized(text).reduce(0) { $0 + of($1) }
    }

    /// The text with every control character, line break and bidi override replaced, so that
    /// nothing a product name contains can move the cursor or reorder the line on a terminal.
    public static func sanitized(_ text: String) -> String {
        if isSimpleNarrow(text) { return text }  // fast path
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.unicodeScalars.contains(where: isUnsafe) {
                result.append(replacement)
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The text cut to at most `width` columns; cut text ends with an ellipsis.
    public static func truncated(_ text: String, to width: Int) -> String {
        let clean = sanitized(text)
        guard width > 0 else { return "" }
        if of(clean) <= width { return clean }
        var result = ""
        var used = 0
        for character in clean {
            let w = of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        result.append(ellipsis)
        return result
    }

    /// The text truncated and padded with spaces to exactly `width` columns.
    public static func padded(
        _ text: String, to width: Int, alignment: TextAlignment = .left
    ) -> String {
        let fitted = truncated(text, to: width)
        let gap = max(0, width - of(fitted))
        switch alignment {
        case .left:
            return fitted + String(repeating: " ", count: gap)
        case .right:
            return String(repeating: " ", count: gap) + fitted
        case .center:
            let left = gap / 2
            return String(repeating: " ", count: left) + fitted
                + String(repeating: " ", count: gap - left)
        }
    }

    /// Whether every scalar of `text` is a printable character one column wide that combines
    /// with nothing: ASCII, Latin-1 and Latin Extended letters, general punctuation and box
    /// drawing. Most frames are made of nothing else, so this spares them the general path.
    static func isSimpleNarrow(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isSimpleNarrow)
    }

    private static func isSimpleNarrow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010...0x2027, 0x2500...0x25FF: return true
        default: return false
        }
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0 and C1 controls, DEL
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidi embeddings and isolates
        default: return false
        }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, folded into blocks).
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E,
            0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x2FFFD,
            0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

/// Where text sits inside the columns it is given.
public enum TextAlignment: Sendable {
    case left, center, right
}

import Testing

@testable import TextUI

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("商", 2), ("🍎", 2), ("e\u{301}", 1), ("\u{301}", 0), ("한", 2),
        ("Ａ", 2), ("❤️", 2), ("👩‍👩‍👧", 2), ("\u{200B}", 0),
    ])
    func columnsOfOneCharacter(text: String, columns: Int) {
        #expect(DisplayWidth.of(Character(text)) == columns)
    }

    @Test func mixedTextIsCountedInColumnsNotCharacters() {
        #expect(DisplayWidth.of("商品 apple 🍎") == 2 + 2 + 1 + 5 + 1 + 2)
    }

    @Test func controlCharactersAndBidiOverridesNeverReachTheOutput() {
        let hostile = "a\u{1B}[31mb\tc\nd\u{202E}e\u{7F}"
        let clean = DisplayWidth.sanitized(hostile)
        #expect(clean == "a\u{FFFD}[31mb\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}")
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }

    @Test func truncationEndsWithAnEllipsisAndNeverSplitsAWideCharacter() {
        #expect(DisplayWidth.truncated("Product 12345", to: 8) == "Product…")
        #expect(DisplayWidth.truncated("商品商品", to: 6) == "商品…")
        #expect(DisplayWidth.truncated("商品商品", to: 4) == "商…")
        #expect(DisplayWidth.truncated("商品", to: 4) == "商品")
        #expect(DisplayWidth.truncated("anything", to: 0) == "")
    }

    @Test func paddingFillsExactlyTheColumnsGiven() {
        for width in 0...12 {
            for text in ["商品🍎 long name", "ab", "", "e\u{301}e\u{301}"] {
                for alignment in [TextAlignment.left, .center, .right] {
                    let padded = DisplayWidth.padded(text, to: width, alignment: alignment)
                    #expect(DisplayWidth.of(padded) == width, "\(text) at \(width)")
                }
            }
        }
        #expect(DisplayWidth.padded("商", to: 5, alignment: .center) == " 商  ")
        #expect(DisplayWidth.padded("¥1.00", to: 7, alignment: .right) == "  ¥1.00")
    }
}

import Foundation
import Testing

@testable import WorkbenchCore

/// What a key reads of a Swift file: its code without comments, blank space folded; literals
/// whole. Each expected text is written out by hand.
@Suite struct SourceCodeTests {
    @Test func commentsGoAndBlankSpaceFolds() {
        let source = """
            /// A doc comment.
            struct A {  // trailing
                /* a block /* nested */ still the block */ let a = 1

                func f() -> Int {
                        a  +   2
                }
            }

            """
        #expect(SourceCode.keyed(source) == "struct A {\nlet a = 1\nfunc f() -> Int {\na + 2\n}\n}")
    }

    @Test func aCommentOrIndentationChangesNoKeyButCodeDoes() {
        let before = "func f() {\n    g()\n}\n"
        let commented = "// Calls g.\nfunc f() {\n        g() // once\n}\n\n"
        let changed = "func f() {\n    g(); g()\n}\n"
        #expect(SourceCode.keyed(before) == SourceCode.keyed(commented))
        #expect(SourceCode.keyed(before) != SourceCode.keyed(changed))
    }

    @Test func blankSpaceIsFoldedNotRemoved() {
        // Swift reads these differently: an infix minus, and a statement `-b` on its own line.
        #expect(SourceCode.keyed("a - b") != SourceCode.keyed("a -b"))
        #expect(SourceCode.keyed("let x = a\n-b") != SourceCode.keyed("let x = a -b"))
        #expect(SourceCode.keyed("a/* c */b") == "a b")
    }

    @Test func aLineBreakTheCompilerSeesIsKept() {
        // `g /*⏎*/ (1)` is two statements to Swift, `g /* */ (1)` a call; a lone carriage
        // return breaks a line too. (Found by a blind audit of the keys.)
        #expect(SourceCode.keyed("let b = g /* */ (1)") == "let b = g (1)")
        #expect(SourceCode.keyed("let b = g /*\n*/ (1)") == "let b = g\n(1)")
        #expect(SourceCode.keyed("a =\rb") == "a =\nb")
    }

    @Test func theManifestIsKeyedByteForByte() {
        // SwiftPM reads its first comment, `// swift-tools-version:`.
        let manifest = Data("// swift-tools-version: 6.2\nlet a = 1\n".utf8)
        let older = Data("// swift-tools-version: 6.0\nlet a = 1\n".utf8)
        #expect(StoredKey.hash("Package.swift", manifest) != StoredKey.hash("Package.swift", older))
        #expect(StoredKey.hash("A.swift", manifest) == StoredKey.hash("A.swift", older))
    }

    @Test func literalsKeepEveryCharacter() {
        #expect(
            SourceCode.keyed(#"let s = "a  // not a comment""#) == #"let s = "a  // not a comment""#
        )
        #expect(SourceCode.keyed(#"let s = "q\"  /* x */""#) == #"let s = "q\"  /* x */""#)
        #expect(SourceCode.keyed(##"let r = #"a\"  // b"#"##) == ##"let r = #"a\"  // b"#"##)
        let multiline = "let m = \"\"\"\n    two  spaces // kept\n    \"\"\"\n"
        #expect(
            SourceCode.keyed(multiline) == "let m = \"\"\"\n    two  spaces // kept\n    \"\"\"")
        #expect(SourceCode.keyed("let e = #/a  //b/#  // gone") == "let e = #/a  //b/#")
    }

    @Test func interpolationsAreCode() {
        let source = #"let s = "n: \(f(x, "y // z")) // in the string" // not"#
        #expect(SourceCode.keyed(source) == #"let s = "n: \(f(x, "y // z")) // in the string""#)
        #expect(SourceCode.keyed(#"#if DEBUG"#) == "#if DEBUG")
    }
}

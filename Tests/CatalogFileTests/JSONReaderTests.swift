import Testing

@testable import CatalogFile

/// The catalog file's JSON reader: RFC 8259 as it stands, and an error that says where and why.
@Suite struct JSONReaderTests {
    /// The problem `text` has, with its line and column, or nil when it is JSON.
    func problem(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        do {
            _ = try JSONReader.read(bytes)
            return nil
        } catch {
            let (line, column) = JSONReader.position(of: error.offset, in: bytes)
            return "\(line):\(column): \(error.problem) (\(error.advice))"
        }
    }

    func value(_ text: String) throws -> JSONValue.Content {
        try JSONReader.read(Array(text.utf8)).content
    }

    @Test func stringsAreUnescapedAndSurrogatePairsJoined() throws {
        guard case .array(let items) = try value(#"["a\"b\\c\/", "\u00e9\n", "\ud83c\udf4e", "茶"]"#)
        else {
            Issue.record("not a list")
            return
        }
        let strings = items.map { item -> String? in
            if case .string(let text) = item.content { return text }
            return nil
        }
        #expect(strings == [#"a"b\c/"#, "é\n", "🍎", "茶"])
    }

    @Test func numbersAreKeptAsWritten() throws {
        guard case .array(let items) = try value("[0, -1.50, 1e3, 2E-2]") else {
            Issue.record("not a list")
            return
        }
        let numbers = items.map { item -> String? in
            if case .number(let text) = item.content { return text }
            return nil
        }
        #expect(numbers == ["0", "-1.50", "1e3", "2E-2"])
    }

    @Test func aByteOrderMarkAndWhiteSpaceAroundTheValueAreAllowed() {
        #expect(problem("\u{FEFF} \n{\"a\": [true, false, null]}\r\n\t") == nil)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:9: a comma before '}' (JSON allows none: remove it)"),
        ("[1, 2,]", "1:7: a comma before ']' (JSON allows none: remove it)"),
        ("{\"a\": 1 \"b\": 2}", #"1:9: expected ',' or '}', found '"' (a comma may be missing)"#),
        (
            "{'a': 1}",
            #"1:2: expected a key in quotes, found "'" (JSON strings and keys use double quotes)"#
        ),
        ("{a: 1}", "1:2: expected a key in quotes, found 'a' (strings go in double quotes)"),
        (
            "[True]",
            "1:2: expected a value, found 'True' (write true, false or null, in lower case)"
        ),
        (
            "[1] // one",
            "1:5: expected the end of the file after the value that starts at line 1, column 1, found '/' (JSON has no comments)"
        ),
        ("[01]", "1:2: a number cannot start with 0 (write 7, not 07)"),
        ("[1.]", "1:4: expected a digit after the decimal point, found ']' (fix the JSON there)"),
        ("[-]", "1:3: expected a digit after '-', found ']' (fix the JSON there)"),
        ("{\"a\": 1, \"a\": 2}", #"1:10: the key "a" appears twice in this object (keep one)"#),
        (
            "[\"a\\q\"]",
            #"1:4: '\q' is not an escape (JSON knows \" \\ \/ \b \f \n \r \t and \uXXXX)"#
        ),
        (
            "[\"\\ud800\"]",
            #"1:3: \uD800 is half a surrogate pair (write the character itself, or both halves)"#
        ),
        ("[\"\\u12\"]", #"1:3: \u needs four hex digits (write it like \u00E9)"#),
        (
            "{\"name\": \"茶茶\n\"}",
            #"1:13: a control character inside the string that starts at line 1, column 10 (a closing '"' may be missing; write a line break as \n)"#
        ),
        (
            "{\n  \"a\": [1,\n  2",
            "3:4: the file ends inside the list that starts at line 2, column 8 (a ']' is missing)"
        ),
        (
            "[\"abc",
            #"1:6: the file ends inside the string that starts at line 1, column 2 (a closing '"' is missing)"#
        ),
        ("", "1:1: the file ends where a value should be (write the value)"),
    ])
    func aMistakeIsNamedAtItsLineAndColumn(text: String, expected: String) {
        #expect(problem(text) == expected)
    }

    @Test func invalidUTF8IsNamed() {
        let inString = Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8)
        let outside = Array("[".utf8) + [0xFF] + Array("]".utf8)
        for (bytes, expected) in [
            (inString, "the string is not UTF-8"),
            (outside, "expected a value, found the byte 0xFF, which is not UTF-8"),
        ] {
            #expect(throws: (any Error).self) { try JSONReader.read(bytes) }
            do {
                _ = try JSONReader.read(bytes)
            } catch {
                #expect(error.problem == expected)
            }
        }
    }

    @Test func nestingIsLimitedSoThatNoFileCanExhaustTheStack() {
        let deepest =
            String(repeating: "[", count: JSONReader.maximumDepth)
            + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(problem(deepest) == nil)
        #expect(
            problem(String(repeating: "[", count: 1_000_000))
                == "1:33: objects and lists nested more than 32 deep (a catalog is an object of "
                + "objects and lists of objects)")
    }
}

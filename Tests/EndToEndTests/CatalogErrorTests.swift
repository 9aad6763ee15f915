import Foundation
import Harness
import PatternCatalog
import Testing

/// A catalog file that is not a catalog is refused before the screens start, in one line that
/// names the file, the line and column, what is wrong and how to write it, and points to
/// docs/catalog.md; exit status 65. The cases are docs/catalog.md's examples, and issue 32's.
@Suite struct CatalogErrorTests {
    static let format = "the format is in docs/catalog.md"

    /// A catalog file, and what the program says of it after `PROGRAM: FILE:`.
    static let cases: [(file: String, error: String)] = [
        (
            """
            {
              "app": { "name": "Tea House", "image": "Tea House" },
              "products": [
                { "id": 1, "name": "Sencha", "price": "12.50" },
                { "id": 2, "name": "Longjing", "price": 1.5 }
              ]
            }
            """,
            #"5:45: products[1].price: expected a string, found the number 1.5 (write it like "price": "1.50"; \#(format))"#
        ),
        (
            """
            {
              "app": { "name": "Tea House", "image": "Tea House" },
              "products": [
                { "id": 1, "name": "Sencha" "price": "12.50" }
              ]
            }
            """,
            #"4:33: expected ',' or '}', found '"' (a comma may be missing; \#(format))"#
        ),
        (
            """
            {
              "app": { "name": "Tea House", "image": "Tea House" },
              "products": [
                { "id": 1, "name": "Sencha", "price": "12.50" },
              ]
            }
            """,
            "5:3: a comma before ']' (JSON allows none: remove it; \(format))"
        ),
        (
            """
            {
              "app": { "name": "Tea House", "image": "Tea House" },
              "products": [
                { "id": 99999999999999999999, "name": "Sencha", "price": "12.50" }
              ]
            }
            """,
            "4:13: products[0].id: 99999999999999999999 is out of range (an id is a whole number "
                + "from 0 to 9007199254740991; \(format))"
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "a", "price": "1"}]"#,
            "1:90: the file ends inside the object that starts at line 1, column 1 (a '}' is "
                + "missing; \(format))"
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "a", "price": "2000000"}]}"#,
            #"1:85: products[0].price: "2000000" is out of range (a price is 0 to 999999.99, like "price": "19.10"; \#(format))"#
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "\#(String(repeating: "a", count: 100_000))", "price": "x"}]}"#,
            #"1:100084: products[0].price: "x" is not a price (write it like "price": "19.10"; \#(format))"#
        ),
    ]

    @Test(arguments: PatternDescriptor.all)
    func aBadCatalogIsOneLineWithItsLineColumnAndExpectedForm(pattern: PatternDescriptor) throws {
        for (contents, error) in Self.cases {
            let file = try temporaryFile(contents, suffix: ".json")
            defer { try? FileManager.default.removeItem(atPath: file) }

            let result = try run(pattern, ["--catalog", file], input: "show\n")

            #expect(
                result
                    == RunResult(
                        stdout: "", stderr: "\(pattern.command): \(file):\(error)\n", status: 65))
        }
    }
}

import Foundation
import Model
import Testing

@testable import CatalogFile

@Suite struct CatalogFileTests {
    /// Writes `contents` to a fresh temporary file and returns its path.
    func file(_ contents: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("catalog-\(UUID().uuidString).json").path
        try contents.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func problem(_ contents: String) throws -> String? {
        let path = try file(contents)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            _ = try CatalogFile.read(path: path)
            return nil
        } catch {
            #expect(error.path == path)
            return error.problem
        }
    }

    @Test func aValidFileLoadsWithExactPrices() throws {
        let path = try file(
            """
            {"app": {"name": "微信", "image": "WeChat"},
             "products": [{"id": 7, "name": "商品 🍎", "price": "19.10"}]}
            """)
        let catalog = try CatalogFile.read(path: path)
        #expect(catalog.app == AppInfo(name: "微信", imageName: "WeChat"))
        #expect(catalog.products == [Product(id: 7, name: "商品 🍎", price: Decimal(string: "19.1")!)])
    }

    @Test func anEmptyProductListIsValid() throws {
        #expect(try problem(#"{"app": {"name": "QQ", "image": "QQ"}, "products": []}"#) == nil)
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("  \n", "the file is empty"),
        ("{", "the file ends inside the object that starts at line 1, column 1"),
        ("[]", "the top level: expected an object, found a list"),
        (#"{"app": {"name": "QQ", "image": "QQ"}}"#, "products: missing"),
        (#"{"app": {"name": "QQ"}, "products": []}"#, "app.image: missing"),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": "1", "name": "a", "price": "1"}]}"#,
            #"products[0].id: expected a whole number, found the string "1""#
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "a", "price": 19.1}]}"#,
            "products[0].price: expected a string, found the number 19.1"
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "a", "price": "19,10"}]}"#,
            #"products[0].price: "19,10" is not a price"#
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "a", "price": "1"}, {"id": 1, "name": "b", "price": "2"}]}"#,
            "products[1].id: 1 is the id of products[0] too"
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": -1, "name": "a", "price": "1"}]}"#,
            "products[0].id: -1 is out of range"
        ),
        (
            #"{"app": {"name": "", "image": "QQ"}, "products": []}"#,
            "app.name: must not be empty"
        ),
    ])
    func aBadFileSaysWhatIsWrong(contents: String, expected: String) throws {
        #expect(try problem(contents) == expected)
    }

    @Test func aMissingFileOrADirectoryIsNamed() {
        #expect(
            throws: CatalogFileError(
                path: "/no/such.json", problem: "no such file", advice: "check the path",
                kind: .cannotOpen)
        ) {
            try CatalogFile.read(path: "/no/such.json")
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(
            throws: CatalogFileError(
                path: directory, problem: "it is a directory, not a JSON file",
                advice: "check the path", kind: .cannotOpen)
        ) {
            try CatalogFile.read(path: directory)
        }
    }

    @Test func aHugeFileIsRefusedBeforeItIsRead() throws {
        let path = try file("")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: UInt64(CatalogFile.maximumSize + 1))  // sparse: no disk used
        try handle.close()
        #expect(
            throws: CatalogFileError(
                path: path, problem: "the file is 65 MB, larger than a catalog may be",
                advice: "a catalog may be at most 64 MB")
        ) {
            try CatalogFile.read(path: path)
        }
    }

    @Test func theErrorIsOneLineNamingTheFileTheLineAndTheColumnAndWhatToDo() {
        let error = CatalogFileError(
            path: "shop.json", line: 2, column: 3, problem: "products: missing", advice: "add it")
        #expect(
            error.description
                == "shop.json:2:3: products: missing (add it; the format is in docs/catalog.md)")
        let missing = CatalogFileError(
            path: "shop.json", problem: "no such file", advice: "check the path", kind: .cannotOpen)
        #expect(
            missing.description
                == "cannot open the catalog 'shop.json': no such file (check the path)")
    }

    @Test func aMistakeIsPlacedAtItsLineAndColumnWithTheFormToWrite() throws {
        let json = """
            {"app": {"name": "QQ", "image": "QQ"},
             "products": [
               {"id": 1, "name": "茶", "price": 2}]}
            """
        #expect(
            throws: CatalogFileError(
                path: "c.json", line: 3, column: 36,
                problem: "products[0].price: expected a string, found the number 2",
                advice: #"write it like "price": "2.00""#)
        ) {
            try CatalogFile.decode(Data(json.utf8), path: "c.json")
        }
    }

    @Test(arguments: [
        (#"{"id": 9007199254740991, "name": "a", "price": "1"}"#, nil),
        (
            #"{"id": 9007199254740992, "name": "a", "price": "1"}"#,
            "9007199254740992 is out of range"
        ),
        (#"{"id": 1.0, "name": "a", "price": "1"}"#, "1.0 is not a whole number"),
        (#"{"id": 1e3, "name": "a", "price": "1"}"#, "1e3 is not a whole number"),
    ])
    func anIdIsAWholeNumberInItsRange(product: String, problem: String?) throws {
        let json = #"{"app": {"name": "QQ", "image": "QQ"}, "products": [\#(product)]}"#
        #expect(try self.problem(json) == problem.map { "products[0].id: \($0)" })
    }

    @Test(arguments: [("999999.99", true), ("1000000", false), ("0", true), ("0.005", true)])
    func aPriceIsInItsRange(price: String, valid: Bool) throws {
        let json =
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "a", "price": "\#(price)"}]}"#
        #expect(
            try problem(json) == (valid ? nil : #"products[0].price: "\#(price)" is out of range"#))
    }

    @Test func aLongValueIsQuotedUpTo40Characters() throws {
        let long = String(repeating: "9", count: 100_000)
        let json =
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "a", "price": "\#(long)x"}]}"#
        #expect(
            try problem(json)
                == #"products[0].price: "\#(String(repeating: "9", count: 40))…" is not a price"#)
    }
}

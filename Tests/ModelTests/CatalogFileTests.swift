import Foundation
import Testing

@testable import Model

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
        ("", #"the file is empty; expected a JSON object with "app" and "products""#),
        ("  \n", #"the file is empty; expected a JSON object with "app" and "products""#),
        ("{", "not valid JSON"),
        ("[]", "the top level: expected an object"),
        (#"{"app": {"name": "QQ", "image": "QQ"}}"#, "products: missing"),
        (#"{"app": {"name": "QQ"}, "products": []}"#, "app.image: missing"),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": "1", "name": "a", "price": "1"}]}"#,
            "products[0].id: expected a whole number"
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "a", "price": 19.1}]}"#,
            "products[0].price: expected a string"
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "a", "price": "19,10"}]}"#,
            #"products[0].price: "19,10" is not a price like "19.10""#
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": 1, "name": "a", "price": "1"}, {"id": 1, "name": "b", "price": "2"}]}"#,
            "products[1].id: 1 is used twice"
        ),
        (
            #"{"app": {"name": "QQ", "image": "QQ"}, "products": [{"id": -1, "name": "a", "price": "1"}]}"#,
            "products[0].id: must not be negative"
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
                path: "/no/such.json", problem: "no such file", kind: .cannotOpen)
        ) {
            try CatalogFile.read(path: "/no/such.json")
        }
        let directory = FileManager.default.temporaryDirectory.path
        #expect(
            throws: CatalogFileError(
                path: directory, problem: "is a directory, not a JSON file", kind: .cannotOpen)
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
                path: path, problem: "the file is 65 MB; a catalog may be at most 64 MB")
        ) {
            try CatalogFile.read(path: path)
        }
    }

    @Test func theErrorIsOneLineNamingTheFile() {
        let error = CatalogFileError(path: "shop.json", problem: "products: missing")
        #expect(error.description == "shop.json: products: missing")
    }
}

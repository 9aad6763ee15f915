import Foundation
import Model

/// The JSON catalog format (docs/catalog.md describes it for users), and the checks that turn a
/// bad file into one clear message: where, what is wrong, and how to write it.
///
/// ```json
/// {
///   "app": { "name": "QQ", "image": "QQ" },
///   "products": [ { "id": 0, "name": "Product 1", "price": "19.00" } ],
///   "person": {
///     "salutation": "Dr.", "first": "Ada", "last": "Lovelace",
///     "birthdate": "1815-12-10", "email": "ada@example.com"
///   }
/// }
/// ```
///
/// `person` (the profile) is optional, and so is its `salutation`; without a person the store
/// keeps the profile it has (the built-in one, `Person.builtIn`). The birthdate is a calendar
/// date, `YYYY-MM-DD`. Keys the format does not know are ignored.
///
/// Prices are strings so that they stay exact decimals (a JSON number may pass through a binary
/// floating-point value on its way in), from 0 to 999999.99 (`Product.priceRange`). Ids are
/// whole numbers from 0 to 2^53 − 1 (`idRange`), each used once. An empty `products` list is
/// valid: the shop shows its empty state.
public enum CatalogFile {
    /// Files larger than this are refused before they are read.
    public static let maximumSize = 64 * 1024 * 1024
    /// The most products a catalog may hold: as many as a row number reaches.
    public static let maximumProducts = 1_000_000
    /// The ids a product may have: up to 2^53 − 1, the largest whole number that every JSON
    /// reader keeps exact.
    public static let idRange = 0...9_007_199_254_740_991
    /// Where the format is described for the people who write catalog files.
    public static let formatDocument = "docs/catalog.md"

    /// Reads and checks the file at `path`.
    public static func read(path: String) throws(CatalogFileError) -> Catalog {
        let cannotOpen = { (problem: String) in
            CatalogFileError(
                path: path, problem: problem, advice: "check the path", kind: .cannotOpen)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw cannotOpen("no such file")
        }
        guard !isDirectory.boolValue else { throw cannotOpen("it is a directory, not a JSON file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size > 0 else { throw emptyFile(path: path) }
        guard size <= maximumSize else {
            throw CatalogFileError(
                path: path,
                problem: "the file is \(megabytes(size)), larger than a catalog may be",
                advice: "a catalog may be at most \(megabytes(maximumSize))")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw cannotOpen("the file cannot be read")
        }
        return try decode(data, path: path)
    }

    /// Checks and decodes catalog JSON; `path` only names the source in messages.
    public static func decode(_ data: Data, path: String) throws(CatalogFileError) -> Catalog {
        guard data.contains(where: { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }) else {
            throw emptyFile(path: path)
        }
        let result = data.withUnsafeBytes { raw -> Result<Catalog, CatalogFileError> in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            do throws(JSONProblem) {
                return .success(try CatalogDecoder.catalog(from: try JSONReader.read(bytes)))
            } catch {
                let (line, column) = JSONReader.position(of: error.offset, in: bytes)
                return .failure(
                    CatalogFileError(
                        path: path, line: line, column: column, problem: error.problem,
                        advice: error.advice))
            }
        }
        return try result.get()
    }

    private static func emptyFile(path: String) -> CatalogFileError {
        CatalogFileError(
            path: path, problem: "the file is empty",
            advice: #"write a JSON object with "app" and "products""#)
    }

    private static func megabytes(_ bytes: Int) -> String {
        "\((bytes + 1024 * 1024 - 1) / (1024 * 1024)) MB"
    }
}

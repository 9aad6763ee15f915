import Foundation

/// The JSON catalog format, and the checks that turn a bad file into one clear message.
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
/// date, `YYYY-MM-DD`.
///
/// Prices are strings so that they stay exact decimals (a JSON number may pass through a binary
/// floating-point value on its way in). An empty `products` list is valid: the shop shows its
/// empty state.
public enum CatalogFile {
    /// Files larger than this are refused before they are read.
    public static let maximumSize = 64 * 1024 * 1024

    /// Reads and checks the file at `path`.
    public static func read(path: String) throws(CatalogFileError) -> Catalog {
        let fail = { (problem: String) in CatalogFileError(path: path, problem: problem) }
        let cannotOpen = { (problem: String) in
            CatalogFileError(path: path, problem: problem, kind: .cannotOpen)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw cannotOpen("no such file")
        }
        guard !isDirectory.boolValue else { throw cannotOpen("is a directory, not a JSON file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size > 0 else { throw fail(emptyFileProblem) }
        guard size <= maximumSize else {
            throw fail(
                "the file is \(megabytes(size)); a catalog may be at most \(megabytes(maximumSize))"
            )
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw cannotOpen("the file cannot be read")
        }
        return try decode(data, path: path)
    }

    /// Checks and decodes catalog JSON; `path` only names the source in messages.
    public static func decode(_ data: Data, path: String) throws(CatalogFileError) -> Catalog {
        let fail = { (problem: String) in CatalogFileError(path: path, problem: problem) }
        guard data.contains(where: { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }) else {
            throw fail(emptyFileProblem)
        }
        let file: FileContents
        do {
            file = try JSONDecoder().decode(FileContents.self, from: data)
        } catch let error as DecodingError {
            throw fail(describe(error))
        } catch {
            throw fail("not valid JSON")
        }
        var seen = Set<Int>()
        var products: [Product] = []
        products.reserveCapacity(file.products.count)
        for (index, entry) in file.products.enumerated() {
            let place = "products[\(index)]"
            guard entry.id >= 0 else { throw fail("\(place).id: must not be negative") }
            guard seen.insert(entry.id).inserted else {
                throw fail("\(place).id: \(entry.id) is used twice")
            }
            guard !entry.name.isEmpty else { throw fail("\(place).name: must not be empty") }
            guard let price = Decimal(exactly: entry.price) else {
                throw fail(#"\#(place).price: "\#(entry.price)" is not a price like "19.10""#)
            }
            products.append(Product(id: entry.id, name: entry.name, price: price))
        }
        guard !file.app.name.isEmpty else { throw fail("app.name: must not be empty") }
        guard !file.app.image.isEmpty else { throw fail("app.image: must not be empty") }
        return Catalog(
            products: products, app: AppInfo(name: file.app.name, imageName: file.app.image),
            person: try file.person.map { entry throws(CatalogFileError) in
                try person(from: entry, fail: fail)
            })
    }

    private static func person(
        from entry: FileContents.PersonEntry, fail: (String) -> CatalogFileError
    ) throws(CatalogFileError) -> Person {
        guard !entry.first.isEmpty else { throw fail("person.first: must not be empty") }
        guard !entry.last.isEmpty else { throw fail("person.last: must not be empty") }
        guard let birthdate = CalendarDate(iso: entry.birthdate) else {
            throw fail(#"person.birthdate: "\#(entry.birthdate)" is not a date like "1815-12-10""#)
        }
        if let problem = EmailValidator.problem(in: entry.email) {
            throw fail(
                #"person.email: "\#(entry.email)" is not valid: \#(StoreError.words(for: problem))"#
            )
        }
        return Person(
            salutation: entry.salutation ?? "", firstName: entry.first, lastName: entry.last,
            birthdate: birthdate, email: entry.email)
    }

    private static let emptyFileProblem =
        #"the file is empty; expected a JSON object with "app" and "products""#

    private struct FileContents: Decodable {
        struct App: Decodable {
            let name: String
            let image: String
        }
        struct Entry: Decodable {
            let id: Int
            let name: String
            let price: String
        }
        struct PersonEntry: Decodable {
            let salutation: String?
            let first: String
            let last: String
            let birthdate: String
            let email: String
        }
        let app: App
        let products: [Entry]
        let person: PersonEntry?
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context, appending key: CodingKey? = nil) -> String {
            var text = ""
            for component in context.codingPath + (key.map { [$0] } ?? []) {
                if let index = component.intValue {
                    text += "[\(index)]"
                } else {
                    text += (text.isEmpty ? "" : ".") + component.stringValue
                }
            }
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context, appending: key)): missing"
        case .typeMismatch(let type, let context):
            return "\(path(context)): expected \(describe(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context)): expected \(describe(type)), found null"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not valid JSON" : "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "not a catalog"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "a whole number"
        case is [Any].Type: return "a list"
        default: return "an object"
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        "\((bytes + 1024 * 1024 - 1) / (1024 * 1024)) MB"
    }
}

/// A catalog file that cannot be used, with the file and what is wrong with it.
public struct CatalogFileError: Error, Hashable, CustomStringConvertible {
    /// Whether the file could not be opened at all, or was read and is not a usable catalog.
    public enum Kind: Hashable, Sendable {
        /// Missing, a directory or unreadable: the runners exit with 66 (sysexits' EX_NOINPUT).
        case cannotOpen
        /// Read, but empty, too large or not a catalog: the runners exit with 65 (EX_DATAERR).
        case badContent
    }

    public let path: String
    public let problem: String
    public var kind: Kind = .badContent

    public var description: String { "\(path): \(problem)" }
}

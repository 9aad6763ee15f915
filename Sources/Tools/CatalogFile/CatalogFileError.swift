import Model

/// A catalog file that cannot be used: the file, where in it, what is wrong and what to do.
///
/// Its description is one line, as a compiler names a place in a file:
/// `shop.json:4:17: products[0].price: expected a string, found the number 1.5 (write it like
/// "price": "1.50"; the format is in docs/catalog.md)`.
public struct CatalogFileError: Error, Hashable, CustomStringConvertible {
    /// Whether the file could not be opened at all, or was read and is not a usable catalog.
    public enum Kind: Hashable, Sendable {
        /// Missing, a directory or unreadable: the runners exit with 66 (sysexits' EX_NOINPUT).
        case cannotOpen
        /// Read, but empty, too large or not a catalog: the runners exit with 65 (EX_DATAERR).
        case badContent
    }

    public let path: String
    /// The line of the problem in the file, counting from 1; nil for a problem with the whole
    /// file.
    public var line: Int?
    /// The column of the problem on its line, counting characters from 1.
    public var column: Int?
    /// What is wrong: `products[0].price: expected a string, found the number 1.5`.
    public let problem: String
    /// What to do about it: `write it like "price": "1.50"`.
    public var advice: String
    public var kind: Kind = .badContent

    public init(
        path: String, line: Int? = nil, column: Int? = nil, problem: String, advice: String,
        kind: Kind = .badContent
    ) {
        self.path = path
        self.line = line
        self.column = column
        self.problem = problem
        self.advice = advice
        self.kind = kind
    }

    /// `shop.json:4:17`, or the path alone.
    public var place: String {
        let path = path.excerpt(Self.pathLimit)
        guard let line, let column else { return path }
        return "\(path):\(line):\(column)"
    }

    /// Paths are quoted whole up to this many characters: a longer one is no file name anyway.
    static let pathLimit = 200

    public var description: String {
        switch kind {
        case .cannotOpen:
            "cannot open the catalog '\(path.excerpt(Self.pathLimit))': \(problem) (\(advice))"
        case .badContent:
            "\(place): \(problem) (\(advice); the format is in \(CatalogFile.formatDocument))"
        }
    }
}

import Model

/// Reads the catalog from a JSON file on every load (see `CatalogFile` for the format).
public struct JSONFileCatalogService: CatalogService {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public func loadCatalog() async throws -> Catalog {
        try CatalogFile.read(path: path)
    }
}

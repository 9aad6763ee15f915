/// Loads the catalog from wherever it lives. Loading is asynchronous and can fail.
///
/// The screens never see where a catalog comes from: the built-in one, a JSON file, or a test
/// double that answers when the test says so.
public protocol CatalogService: Sendable {
    func loadCatalog() async throws -> Catalog
}

/// Serves a fixed catalog: the built-in one unless told otherwise.
public struct BuiltInCatalogService: CatalogService {
    public let catalog: Catalog

    public init(catalog: Catalog = .builtIn) {
        self.catalog = catalog
    }

    public func loadCatalog() async throws -> Catalog {
        catalog
    }
}

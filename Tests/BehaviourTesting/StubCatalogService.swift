import Model

/// A catalog service double that answers at once: with its catalog, or with a failure while
/// `failing` is set. It counts the loads it was asked for.
@MainActor
public final class StubCatalogService: CatalogService {
    public var catalog: Catalog
    public var failing = false
    public private(set) var loads = 0

    public init(_ catalog: Catalog) {
        self.catalog = catalog
    }

    public func loadCatalog() async throws -> Catalog {
        loads += 1
        if failing { throw ControlledCatalogService.ServiceDown() }
        return catalog
    }
}

/// Lets work that the code under test scheduled on the main actor (a load's task) run.
@MainActor
public func settle() async {
    for _ in 0..<3 { await Task.yield() }
}

/// Three products, priced ¥19.00, ¥19.10 and ¥19.20, and the app "QQ".
public func threeProducts() -> Catalog {
    Catalog(products: Array(Catalog.builtIn.products.prefix(3)), app: Catalog.builtIn.app)
}

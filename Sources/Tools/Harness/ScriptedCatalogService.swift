import Model

/// The catalog service the runner hands to a pattern: it serves the real catalog (built in or
/// from a file), and the script controls its answers through the shared `ScriptedRequests`
/// queue (`hold`, `answer N [fail]`, `release`).
///
/// `fail` is the catalog's own: the next load fails when it is answered.
@MainActor
public final class ScriptedCatalogService: CatalogService {
    private let base: any CatalogService
    /// The queue the script controls; shared with the search service.
    public let requests: ScriptedRequests
    /// When set, the next request fails when it is answered (and the flag clears).
    public var failsNextLoad = false

    public init(base: any CatalogService, requests: ScriptedRequests = ScriptedRequests()) {
        self.base = base
        self.requests = requests
    }

    public func loadCatalog() async throws -> Catalog {
        let fails = failsNextLoad
        failsNextLoad = false
        return try await requests.run(.catalogLoad, what: "catalog load", failing: fails) {
            try await base.loadCatalog()
        }
    }
}

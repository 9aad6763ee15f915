import Model

/// The catalog service the runner hands to a pattern: it serves the real catalog (built in or
/// from a file), fails the next load when told to, and knows whether a load is under way so the
/// runner can wait for the screen to settle before it prints.
@MainActor
public final class ScriptedCatalogService: CatalogService {
    private let base: any CatalogService
    /// When set, the next load fails with `SimulatedFailure` (and the flag clears).
    public var failsNextLoad = false
    /// Loads started and not yet answered.
    public private(set) var loadsInFlight = 0

    public init(base: any CatalogService) {
        self.base = base
    }

    public func loadCatalog() async throws -> Catalog {
        loadsInFlight += 1
        defer { loadsInFlight -= 1 }
        if failsNextLoad {
            failsNextLoad = false
            throw SimulatedFailure()
        }
        return try await base.loadCatalog()
    }
}

/// The failure `fail` arranges: what a dropped connection would cause.
public struct SimulatedFailure: Error, CustomStringConvertible {
    public var description: String { "the connection was lost" }
}

import Model

/// The repository search service the runner hands to a pattern: it searches the built-in
/// `LocalRepositoryIndex`, and the script controls its answers through the shared
/// `ScriptedRequests` queue, exactly as it controls catalog loads.
@MainActor
public final class ScriptedSearchService: RepositorySearchService {
    private let base: any RepositorySearchService
    /// The queue the script controls; shared with the catalog service.
    public let requests: ScriptedRequests

    public init(
        base: any RepositorySearchService = LocalRepositoryIndex(),
        requests: ScriptedRequests = ScriptedRequests()
    ) {
        self.base = base
        self.requests = requests
    }

    public func search(_ query: String) async throws -> [Repository] {
        try await requests.run(.search, what: "search \"\(query)\"", failing: false) {
            try await base.search(query)
        }
    }
}

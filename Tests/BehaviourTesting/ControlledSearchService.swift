import Model

/// A repository search service that answers only when the test says so, and records every query
/// it was asked: so a test sees the searching state, counts the searches, and answers them in
/// any order, with success or failure.
///
/// The test awaits each answer, as it does `ControlledCatalogService`'s: `succeed(with:request:)`
/// and `fail(with:request:)` return once the answer was handed back (`HeldRequests`).
@MainActor
public final class ControlledSearchService: RepositorySearchService {
    private let requests = HeldRequests<[Repository]>()
    /// Every query searched, oldest first.
    public private(set) var queries: [String] = []

    public init() {}

    public func search(_ query: String) async throws -> [Repository] {
        queries.append(query)
        return try await requests.wait(for: "search `\(query)`")
    }

    /// Answers the `request`-th waiting search (1 = the oldest) with `repositories`, once it has
    /// come.
    public func succeed(with repositories: [Repository], request: Int = 1) async {
        await requests.answer(request, with: .success(repositories))
    }

    /// Fails the `request`-th waiting search (1 = the oldest), once it has come.
    public func fail(with error: any Error = SearchDown(), request: Int = 1) async {
        await requests.answer(request, with: .failure(error))
    }

    /// The failure `fail()` answers with.
    public struct SearchDown: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "the search is down" }
    }
}

/// Two repositories, for a search to find.
public let twoRepositories = [
    Repository(fullName: "apple/swift", stars: 12_345, summary: "the Swift language"),
    Repository(fullName: "vapor/vapor", stars: 999, summary: "a web framework"),
]

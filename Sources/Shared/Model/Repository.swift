/// A code repository as a search finds it (seed 002): its full name, stars and a one-line
/// description.
public struct Repository: Hashable, Sendable {
    /// `owner/name`.
    public var fullName: String
    public var stars: Int
    public var summary: String

    public init(fullName: String, stars: Int, summary: String) {
        self.fullName = fullName
        self.stars = stars
        self.summary = summary
    }
}

/// Finds repositories for a query (seed 002's `SearchService`). Asynchronous and can fail; the
/// screens never see where the results come from.
public protocol RepositorySearchService: Sendable {
    func search(_ query: String) async throws -> [Repository]
}

import Model
import Testing

/// A repository search service that answers only when the test says so, and records every query
/// it was asked: so a test sees the searching state, counts the searches, and answers them in
/// any order, with success or failure.
@MainActor
public final class ControlledSearchService: RepositorySearchService {
    private var pending: [(query: String, answer: CheckedContinuation<[Repository], any Error>)] =
        []
    /// Every query searched, oldest first.
    public private(set) var queries: [String] = []

    public init() {}

    public func search(_ query: String) async throws -> [Repository] {
        queries.append(query)
        return try await withCheckedThrowingContinuation { pending.append((query, $0)) }
    }

    /// Answers the `request`-th waiting search (1 = the oldest) with `repositories`.
    public func succeed(with repositories: [Repository], request: Int = 1) {
        take(request)?.resume(returning: repositories)
    }

    /// Fails the `request`-th waiting search (1 = the oldest).
    public func fail(with error: any Error = SearchDown(), request: Int = 1) {
        take(request)?.resume(throwing: error)
    }

    private func take(_ request: Int) -> CheckedContinuation<[Repository], any Error>? {
        guard pending.indices.contains(request - 1) else {
            Issue.record("no search \(request) is waiting (\(pending.count) are)")
            return nil
        }
        return pending.remove(at: request - 1).answer
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

/// Moves `clock` on by `milliseconds` and lets what falls due run.
@MainActor
public func wait(_ milliseconds: Int, on clock: ManualClock) async {
    clock.advance(by: .milliseconds(milliseconds))
    await settle()
}

import Model

/// A catalog service that answers only when the test says so, so a test can see the loading
/// state, then make a load succeed or fail, in any order.
///
/// The test awaits each answer: `succeed(with:request:)` and `fail(with:request:)` wait for the
/// load to reach the service, answer it, and return once the answer was handed back to the
/// caller and the caller ran on to its next wait (`HeldRequests`). No test counts turns of the
/// main actor.
@MainActor
public final class ControlledCatalogService: CatalogService {
    private let requests = HeldRequests<Catalog>()
    /// How many loads were asked for.
    public private(set) var loads = 0

    public init() {}

    public func loadCatalog() async throws -> Catalog {
        loads += 1
        return try await requests.wait(for: "catalog load \(loads)")
    }

    /// How many loads wait for an answer.
    public var waitingCount: Int { requests.count }

    /// Answers the `request`-th waiting load (1 = the oldest) with `catalog`, once it has come.
    public func succeed(with catalog: Catalog, request: Int = 1) async {
        await requests.answer(request, with: .success(catalog))
    }

    /// Fails the `request`-th waiting load (1 = the oldest), once it has come.
    public func fail(with error: any Error = ServiceDown(), request: Int = 1) async {
        await requests.answer(request, with: .failure(error))
    }

    /// The failure `fail()` answers with.
    public struct ServiceDown: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "the service is down" }
    }
}

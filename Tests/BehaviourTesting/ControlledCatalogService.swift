import Model
import Testing

/// A catalog service that answers only when the test says so, so a test can see the loading
/// state, then make the load succeed or fail. A load the test did not expect fails the test.
@MainActor
public final class ControlledCatalogService: CatalogService {
    private var pending: [CheckedContinuation<Catalog, any Error>] = []
    private var expectedLoads = 0
    public private(set) var loads = 0

    public init() {}

    /// Allows `count` more loads.
    public func expectLoads(_ count: Int = 1) {
        expectedLoads += count
    }

    public func loadCatalog() async throws -> Catalog {
        loads += 1
        if loads > expectedLoads {
            Issue.record("unexpected load #\(loads): the test expected \(expectedLoads)")
        }
        return try await withCheckedThrowingContinuation { pending.append($0) }
    }

    /// Whether a load is waiting for an answer.
    public var isWaiting: Bool { !pending.isEmpty }

    /// How many loads wait for an answer.
    public var waitingCount: Int { pending.count }

    /// Answers the `request`-th waiting load (1 = the oldest) with `catalog`.
    public func succeed(with catalog: Catalog, request: Int = 1) {
        take(request)?.resume(returning: catalog)
    }

    /// Fails the `request`-th waiting load (1 = the oldest).
    public func fail(with error: any Error = ServiceDown(), request: Int = 1) {
        take(request)?.resume(throwing: error)
    }

    private func take(_ request: Int) -> CheckedContinuation<Catalog, any Error>? {
        guard pending.indices.contains(request - 1) else {
            Issue.record("no load \(request) is waiting (\(pending.count) are)")
            return nil
        }
        return pending.remove(at: request - 1)
    }

    public struct ServiceDown: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "the service is down" }
    }
}

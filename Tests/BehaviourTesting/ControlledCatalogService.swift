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

    /// Answers the oldest waiting load with `catalog`.
    public func succeed(with catalog: Catalog) {
        guard !pending.isEmpty else {
            Issue.record("no load is waiting")
            return
        }
        pending.removeFirst().resume(returning: catalog)
    }

    /// Fails the oldest waiting load.
    public func fail(with error: any Error = ServiceDown()) {
        guard !pending.isEmpty else {
            Issue.record("no load is waiting")
            return
        }
        pending.removeFirst().resume(throwing: error)
    }

    public struct ServiceDown: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "the service is down" }
    }
}

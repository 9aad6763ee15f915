import Model
import Testing

/// A catalog service that answers only when the test says so, so a test can see the loading
/// state, then make the load succeed or fail. A load the test did not expect fails the test.
@MainActor
final class ControlledCatalogService: CatalogService {
    private var pending: [CheckedContinuation<Catalog, any Error>] = []
    private var expectedLoads = 0
    private(set) var loads = 0

    /// Allows `count` more loads.
    func expectLoads(_ count: Int = 1) {
        expectedLoads += count
    }

    func loadCatalog() async throws -> Catalog {
        loads += 1
        if loads > expectedLoads {
            Issue.record("unexpected load #\(loads): the test expected \(expectedLoads)")
        }
        return try await withCheckedThrowingContinuation { pending.append($0) }
    }

    /// Whether a load is waiting for an answer.
    var isWaiting: Bool { !pending.isEmpty }

    /// Answers the oldest waiting load with `catalog`.
    func succeed(with catalog: Catalog) {
        guard !pending.isEmpty else {
            Issue.record("no load is waiting")
            return
        }
        pending.removeFirst().resume(returning: catalog)
    }

    /// Fails the oldest waiting load.
    func fail(with error: any Error = ServiceDown()) {
        guard !pending.isEmpty else {
            Issue.record("no load is waiting")
            return
        }
        pending.removeFirst().resume(throwing: error)
    }

    struct ServiceDown: Error, CustomStringConvertible {
        var description: String { "the service is down" }
    }
}

import Testing

/// Requests to a service double that wait until the test answers them: the queue behind
/// `ControlledCatalogService` and `ControlledSearchService`.
///
/// A test waits for nothing by counting turns. `answer(_:with:)` waits for the request to reach
/// the service, answers it, and returns once the answer was handed back: the caller's `await` has
/// returned it, and the caller ran on from there to its next wait (both on the main actor). A
/// role that shows an answer as soon as it hears it shows it when `answer(_:with:)` returns.
@MainActor
final class HeldRequests<Value: Sendable> {
    /// An answer, and the test waiting for it to be handed back.
    private struct Answer: Sendable {
        var result: Result<Value, any Error>
        var handedBack: CheckedContinuation<Void, Never>
    }

    /// A request waiting for its answer.
    private struct Waiting {
        var what: String
        var answer: CheckedContinuation<Answer, Never>
    }

    /// A test waiting for `count` requests to be waiting.
    private struct Arrival {
        var count: Int
        var continuation: CheckedContinuation<Void, Never>
    }

    private var waiting: [Waiting] = []
    private var arrivals: [Arrival] = []
    /// How long a test waits for a request that never comes before it fails, in wall-clock time:
    /// a guard against a hanging test, never what a passing test waits for.
    private let patience: Duration

    init(patience: Duration = .seconds(10)) {
        self.patience = patience
    }

    /// How many requests wait for an answer.
    var count: Int { waiting.count }

    /// Waits, as the service's caller, until the test answers; `what` names the request in
    /// failures. A waiting request stays waiting until it is answered, even when its caller's
    /// task is cancelled, as a request in flight on a network does.
    func wait(for what: String) async throws -> Value {
        let answer = await withCheckedContinuation { continuation in
            waiting.append(Waiting(what: what, answer: continuation))
            wakeArrivals()
        }
        answer.handedBack.resume()
        return try answer.result.get()
    }

    /// Waits until request `number` (1 = the oldest still waiting) has reached the service,
    /// answers it with `result`, and returns once the answer was handed back. A request that
    /// does not come fails the test.
    func answer(_ number: Int, with result: Result<Value, any Error>) async {
        guard await arrival(of: number) else {
            let what = waiting.map(\.what).joined(separator: ", ")
            Issue.record("request \(number) never came (waiting: \(what.isEmpty ? "none" : what))")
            return
        }
        let request = waiting.remove(at: number - 1)
        await withCheckedContinuation { handedBack in
            request.answer.resume(returning: Answer(result: result, handedBack: handedBack))
        }
    }

    /// Whether `number` requests are waiting, once they are or the test's patience ran out.
    private func arrival(of number: Int) async -> Bool {
        if waiting.count >= number { return true }
        let timeout = Task { [patience] in
            do {
                try await Task.sleep(for: patience)
                self.giveUp()
            } catch {
                return  // the requests came
            }
        }
        await withCheckedContinuation { arrivals.append(Arrival(count: number, continuation: $0)) }
        timeout.cancel()
        return waiting.count >= number
    }

    private func wakeArrivals() {
        let due = arrivals.filter { $0.count <= waiting.count }
        arrivals.removeAll { $0.count <= waiting.count }
        for arrival in due { arrival.continuation.resume() }
    }

    private func giveUp() {
        let all = arrivals
        arrivals = []
        for arrival in all { arrival.continuation.resume() }
    }
}

/// The one queue of requests a script controls, whichever service made them: catalog loads and
/// repository searches wait in it side by side, so `answer 1` is the oldest waiting request of
/// either kind.
///
/// - `hold`: from now on every request waits until the script answers it.
/// - `answer N [fail]`: answers the N-th waiting request (1 = the oldest still waiting).
/// - `release`: stops holding and answers everything waiting, oldest first, with success.
///
/// A waiting request stays waiting until it is answered, even when the screen has moved on:
/// answer numbers never depend on the pattern. (Its task keeps the service alive meanwhile;
/// `Session.tearDown()` releases whatever still waits.) It also counts requests under way, so
/// the runner can wait for the screens to settle before it prints.
@MainActor
public final class ScriptedRequests {
    /// Whether new requests wait for the script to answer them.
    public private(set) var isHolding = false
    /// Requests made and not yet answered, waiting or not.
    public private(set) var inFlight = 0
    private var waiting: [CheckedContinuation<Bool, Never>] = []

    public init() {}

    /// Requests waiting for an answer.
    public var waitingCount: Int { waiting.count }

    /// Requests under way that are not waiting: the screens will hear from them without a word
    /// from the script.
    public var beingAnswered: Int { inFlight - waiting.count }

    /// Runs one request: waits while the script holds requests, then fails with
    /// `SimulatedFailure` when `fails` or the script failed it, and otherwise returns `answer()`.
    func run<Value>(
        failing fails: Bool, _ answer: @MainActor () async throws -> Value
    ) async throws -> Value {
        inFlight += 1
        defer { inFlight -= 1 }
        var fails = fails
        if isHolding {
            let failedByScript = await withCheckedContinuation { continuation in
                waiting.append(continuation)
            }
            fails = fails || failedByScript
        }
        if fails { throw SimulatedFailure() }
        return try await answer()
    }

    /// From now on, every request waits until `answer` or `release`.
    public func hold() {
        isHolding = true
    }

    /// Answers the `number`-th waiting request (1 = the oldest), with a failure when `failing`.
    public func answer(_ number: Int, failing: Bool) throws(ScriptError) {
        guard !waiting.isEmpty else {
            throw ScriptError("no request is waiting (hold first, then reload or search)")
        }
        guard (1...waiting.count).contains(number) else {
            let which =
                waiting.count == 1 ? "only 1 is waiting" : "1 to \(waiting.count) are waiting"
            throw ScriptError("there is no waiting request \(number) (\(which))")
        }
        waiting.remove(at: number - 1).resume(returning: failing)
    }

    /// Stops holding and answers every waiting request, oldest first, with success.
    public func release() {
        isHolding = false
        let answered = waiting
        waiting = []
        for request in answered { request.resume(returning: false) }
    }
}

/// A script command that cannot be carried out in the state the world is in: what is wrong and,
/// in parentheses, what to do; the session puts the command's name before it.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The failure `fail` and `answer N fail` arrange: what a dropped connection would cause.
public struct SimulatedFailure: Error, CustomStringConvertible {
    public var description: String { "the connection was lost" }
}

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
///
/// It keeps a log of what happened to held requests (`events`), which the runner prints under
/// each frame: a request started waiting, was answered, or was answered after a newer request
/// of its kind was made, so that the newest request decides and its answer is dropped.
@MainActor
public final class ScriptedRequests {
    /// Whether new requests wait for the script to answer them.
    public private(set) var isHolding = false
    /// Requests made and not yet answered, waiting or not.
    public private(set) var inFlight = 0
    /// What happened to held requests since the log was last taken (`takeEvents()`).
    public private(set) var events: [RequestEvent] = []
    private var waiting: [Waiting] = []
    /// Per kind of request, how many have been made: a request's serial number.
    private var made: [RequestKind: Int] = [:]

    /// A request that waits for the script.
    private struct Waiting {
        var continuation: CheckedContinuation<Bool, Never>
        var kind: RequestKind
        var what: String
        var serial: Int
    }

    public init() {}

    /// Returns the log and empties it.
    public func takeEvents() -> [RequestEvent] {
        defer { events = [] }
        return events
    }

    /// Requests waiting for an answer.
    public var waitingCount: Int { waiting.count }

    /// Requests under way that are not waiting: the screens will hear from them without a word
    /// from the script.
    public var beingAnswered: Int { inFlight - waiting.count }

    /// Runs one request of `kind` (`what` says which, for the log): waits while the script
    /// holds requests, then fails with `SimulatedFailure` when `fails` or the script failed it,
    /// and otherwise returns `answer()`.
    func run<Value>(
        _ kind: RequestKind, what: String, failing fails: Bool,
        _ answer: @MainActor () async throws -> Value
    ) async throws -> Value {
        inFlight += 1
        defer { inFlight -= 1 }
        made[kind, default: 0] += 1
        let serial = made[kind, default: 0]
        var fails = fails
        if isHolding {
            let failedByScript = await withCheckedContinuation { continuation in
                waiting.append(
                    Waiting(continuation: continuation, kind: kind, what: what, serial: serial))
                events.append(
                    RequestEvent(
                        change: .waits, what: what, number: waiting.count,
                        waiting: waiting.count))
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
        answer(waiting.remove(at: number - 1), number: number, failing: failing)
    }

    /// Stops holding and answers every waiting request, oldest first, with success.
    public func release() {
        isHolding = false
        let answered = waiting
        waiting = []
        for (position, request) in answered.enumerated() {
            answer(request, number: 1, failing: false, stillWaiting: answered.count - position - 1)
        }
    }

    private func answer(
        _ request: Waiting, number: Int, failing: Bool, stillWaiting: Int? = nil
    ) {
        let superseded = made[request.kind, default: 0] > request.serial
        events.append(
            RequestEvent(
                change: superseded ? .dropped : .answered, what: request.what, number: number,
                waiting: stillWaiting ?? waiting.count, failed: failing))
        request.continuation.resume(returning: failing)
    }
}

/// The kinds of request, each with its own "newest decides" rule.
enum RequestKind: Hashable {
    case catalogLoad
    case search
}

/// What happened to a held request, as the runner reports it under the frame.
public struct RequestEvent: Equatable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Change: Equatable, Sendable {
        /// It started waiting for the script.
        case waits
        /// The script answered it.
        case answered
        /// The script answered it after a newer request of its kind was made: the newest request
        /// decides, so the screens drop this answer.
        case dropped
    }

    public var change: Change
    /// The request, for people: `catalog load`, `search "swift"`.
    public var what: String
    /// Its number among the waiting requests (what `answer N` calls it) when it started waiting
    /// or was answered.
    public var number: Int
    /// How many requests wait afterwards.
    public var waiting: Int
    /// Whether the answer is a failure.
    public var failed = false

    /// The line the runner prints.
    public var description: String {
        let waits = "\(waiting) waiting"
        let answer = failed ? "answered with a failure" : "answered"
        switch change {
        case .waits:
            return "request \(number) waits: \(what) (\(waits))"
        case .answered:
            return "request \(number) \(answer): \(what) (\(waits))"
        case .dropped:
            return "request \(number) \(answer), dropped as superseded: \(what) "
                + "(a newer one was made; \(waits))"
        }
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

import Model

/// The catalog service the runner hands to a pattern: it serves the real catalog (built in or
/// from a file), and the script controls its answers.
///
/// - `fail`: the next request fails when it is answered.
/// - `hold`: from now on every request waits until the script answers it.
/// - `answer N [fail]`: answers the N-th waiting request (1 = the oldest still waiting).
/// - `release`: stops holding and answers everything waiting, oldest first, with success.
///
/// A waiting request stays waiting until it is answered, even when the screen has moved on to
/// a newer load: answer numbers never depend on the pattern. (Its task keeps this service alive
/// meanwhile; `Session.tearDown()` releases whatever still waits.) It also counts requests under way,
/// so the runner can wait for the screen to settle before it prints.
@MainActor
public final class ScriptedCatalogService: CatalogService {
    private let base: any CatalogService
    /// When set, the next request fails when it is answered (and the flag clears).
    public var failsNextLoad = false
    /// Whether new requests wait for the script to answer them.
    public private(set) var isHolding = false
    /// Requests made and not yet answered, waiting or not.
    public private(set) var loadsInFlight = 0
    private var waiting: [Waiting] = []

    private struct Waiting {
        let fails: Bool
        let continuation: CheckedContinuation<Bool, Never>
    }

    public init(base: any CatalogService) {
        self.base = base
    }

    /// Requests waiting for an answer, oldest first.
    public var waitingCount: Int { waiting.count }

    /// Requests under way that are not waiting: the screen will hear from them without a word
    /// from the script.
    public var loadsBeingAnswered: Int { loadsInFlight - waiting.count }

    public func loadCatalog() async throws -> Catalog {
        loadsInFlight += 1
        defer { loadsInFlight -= 1 }
        var fails = failsNextLoad
        failsNextLoad = false
        if isHolding {
            let failedByScript = await withCheckedContinuation { continuation in
                waiting.append(Waiting(fails: fails, continuation: continuation))
            }
            fails = fails || failedByScript
        }
        if fails { throw SimulatedFailure() }
        return try await base.loadCatalog()
    }

    /// From now on, every request waits until `answer` or `release`.
    public func hold() {
        isHolding = true
    }

    /// Answers the `number`-th waiting request (1 = the oldest), with a failure when `failing`.
    public func answer(_ number: Int, failing: Bool) throws(ScriptError) {
        guard !waiting.isEmpty else { throw ScriptError("answer: no request is waiting") }
        guard (1...waiting.count).contains(number) else {
            let count = waiting.count == 1 ? "1 is" : "\(waiting.count) are"
            throw ScriptError("answer: there is no waiting request \(number) (\(count) waiting)")
        }
        waiting.remove(at: number - 1).continuation.resume(returning: failing)
    }

    /// Stops holding and answers every waiting request, oldest first, with success.
    public func release() {
        isHolding = false
        let answered = waiting
        waiting = []
        for request in answered { request.continuation.resume(returning: false) }
    }
}

/// A script command that cannot be carried out in the state the world is in.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// The failure `fail` and `answer N fail` arrange: what a dropped connection would cause.
public struct SimulatedFailure: Error, CustomStringConvertible {
    public var description: String { "the connection was lost" }
}

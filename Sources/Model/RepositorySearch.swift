/// Searches repositories as the user types: the search state machine every pattern's search
/// screen shares (seed 002's view model logic, kept below the screens so that it is written
/// once).
///
/// - **Debounce.** A search starts once the query has stayed the same for `pause` (300 ms) of
///   the injected clock's time. The query searched is the text without spaces around it.
/// - An empty query clears the results at once, with no search.
/// - A query equal to the one last searched does not search again.
/// - **The newest search decides.** A search that a newer one superseded (or that an empty
///   query cancelled) changes nothing when it answers, early or late, success or failure. Its
///   task is cancelled; the service may still answer, and the answer is ignored.
///
/// Which role feeds `queryChanged(_:)` and who hears `onPhaseChange` is each pattern's
/// business; this is not.
@MainActor
public final class RepositorySearch {
    /// Where searching stands.
    public enum Phase: Equatable, Sendable {
        /// No query: nothing to show yet.
        case idle
        /// A search for this query is under way.
        case searching(String)
        /// The newest search found these repositories (possibly none) for this query.
        case results(String, [Repository])
        /// The newest search failed, for this reason.
        case failed(String, reason: String)
    }

    /// How long the query must stay unchanged before it is searched.
    public static let pause = Duration.milliseconds(300)

    /// Where the newest search stands.
    public private(set) var phase = Phase.idle
    /// Told of every phase change.
    public var onPhaseChange: (@MainActor (Phase) -> Void)?

    private let service: any RepositorySearchService
    private let clock: any Clock<Duration>
    /// The query as last typed (trimmed).
    private var query = ""
    /// The query the newest search was for; nil after the query emptied.
    private var lastSearched: String?
    private var waitingForPause: Task<Void, Never>?
    private let searches = NewestRequest<[Repository]>()

    /// A search over `service`, whose debounce waits on `clock` (`ContinuousClock` in an app,
    /// `ManualClock` in scripts and tests).
    public init(service: any RepositorySearchService, clock: any Clock<Duration>) {
        self.service = service
        self.clock = clock
    }

    /// Call with the query's whole text after every edit.
    public func queryChanged(_ text: String) {
        let trimmed = text.trimmingSpaces
        waitingForPause?.cancel()
        waitingForPause = nil
        query = trimmed
        if trimmed.isEmpty {
            searches.supersede()  // whatever is under way changes nothing now
            lastSearched = nil
            if phase != .idle { change(to: .idle) }
            return
        }
        waitingForPause = Self.afterPause(on: clock) { [weak self] in self?.pauseEnded() }
    }

    /// A task that calls `action` once `pause` has passed on `clock` from now (from the edit,
    /// not from when the task first runs), unless it is cancelled first. It asks the clock for a
    /// deadline rather than calling `sleep(for:)`, whose default implementation runs off the
    /// main actor: so a clock that wakes its sleepers on the main actor (the manual one) wakes
    /// this one in a single turn.
    private static func afterPause<C: Clock<Duration>>(
        on clock: C, _ action: @escaping @MainActor () -> Void
    ) -> Task<Void, Never> {
        let deadline = clock.now.advanced(by: pause)
        return Task {
            do {
                try await clock.sleep(until: deadline, tolerance: nil)
            } catch {
                return  // the query changed again: a newer pause is waiting
            }
            action()
        }
    }

    private func pauseEnded() {
        waitingForPause = nil
        guard query != lastSearched else { return }  // already searched (or being searched)
        start(query)
    }

    private func start(_ query: String) {
        lastSearched = query
        searches.start({ [service] in try await service.search(query) }) { [weak self] result in
            self?.answer(for: query, with: result)
        }
        change(to: .searching(query))
    }

    /// The newest search's answer (a superseded one never gets here).
    private func answer(for query: String, with result: Result<[Repository], any Error>) {
        switch result {
        case .success(let repositories): change(to: .results(query, repositories))
        case .failure(let error): change(to: .failed(query, reason: "\(error)"))
        }
    }

    private func change(to phase: Phase) {
        self.phase = phase
        onPhaseChange?(phase)
    }

    isolated deinit {
        waitingForPause?.cancel()
    }
}

extension String {
    /// The text without the spaces (and tabs and line breaks) around it.
    fileprivate var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

import Foundation
import Model
import Observation
import Roles

/// **View model** of the search, in seed 002's shape (`SearchViewModelType`): setting `query`
/// waits for a pause in the typing, then searches; only the newest search's answer counts; the
/// `results` and the status and detail lines are ready to show. The whole search state machine
/// lives here, and it knows no view: its tests need only a mock service and a clock.
@MainActor
@Observable
public final class SearchViewModel: SearchViewModelType, Role.ViewModel {
    /// Where searching stands.
    enum Phase: Equatable {
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
    static let pause = Duration.milliseconds(300)

    // MARK: - Input

    /// The query as the user typed it (the seed's `query`). An empty one clears at once; any
    /// other is searched once the typing pauses (a newer edit restarts the wait).
    public var query = "" {
        didSet { queryChanged() }
    }

    // MARK: - Outputs

    /// The results of the newest search, formatted (the seed's `results`).
    public private(set) var results: [SearchResult] = []
    /// The status line under the query.
    public private(set) var status = "Type to search"
    /// The result to highlight.
    public private(set) var selectedRow: Int?
    /// The line under the results: the selected result's description, or an invitation.
    public var detail: String {
        selectedRow.map { found[$0].summary } ?? "Tap a result to see its description."
    }

    // MARK: - Inputs

    /// Call when the view has loaded.
    public func viewDidLoad() {
        show(.idle)
    }

    /// Call when the result in `row` is selected.
    public func resultSelected(at row: Int) {
        selectedRow = row
    }

    // MARK: - Private

    private var found: [Repository] = []
    @ObservationIgnored private(set) var phase = Phase.idle
    /// The query the newest search was for; nil after the query emptied.
    @ObservationIgnored private var lastSearched: String?
    /// The query waiting for the typing to pause; nil when none is.
    @ObservationIgnored private var waitingQuery: String?
    @ObservationIgnored private let service: any RepositorySearchService
    @ObservationIgnored private let debouncer: Debouncer
    @ObservationIgnored private let searches = NewestRequest<[Repository]>()

    /// A search over `service` whose pause is measured on `clock` (`ContinuousClock` in an app,
    /// `ManualClock` in scripts and tests).
    public init(service: any RepositorySearchService, clock: any Clock<Duration>) {
        self.service = service
        self.debouncer = Debouncer(pause: Self.pause, clock: clock)
    }

    private func queryChanged() {
        let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            debouncer.cancel()
            searches.supersede()  // whatever is under way changes nothing now
            lastSearched = nil
            waitingQuery = nil
            if phase != .idle { show(.idle) } else { updateStatus() }
            return
        }
        guard trimmed != lastSearched else {
            debouncer.cancel()  // back to the query searched last: nothing to wait for
            waitingQuery = nil
            updateStatus()
            return
        }
        waitingQuery = trimmed
        updateStatus()
        debouncer.schedule { [weak self] in self?.pauseEnded(with: trimmed) }
    }

    /// The query stayed unchanged for the pause: search it. The newest search decides: an older
    /// one's answer changes nothing (`NewestRequest` drops it).
    private func pauseEnded(with query: String) {
        waitingQuery = nil
        lastSearched = query
        searches.start({ [service] in try await service.search(query) }) { [weak self] result in
            switch result {
            case .success(let found): self?.show(.results(query, found))
            case .failure(let error): self?.show(.failed(query, reason: "\(error)"))
            }
        }
        show(.searching(query))
    }

    /// Publishes `phase` as the outputs.
    private func show(_ phase: Phase) {
        self.phase = phase
        if case .results(_, let repositories) = phase { found = repositories } else { found = [] }
        results = found.map {
            SearchResult(name: $0.fullName, stars: StarFormatter.string($0.stars))
        }
        selectedRow = nil
        updateStatus()
    }

    private func updateStatus() {
        if let query = waitingQuery {
            status = "Waiting to search `\(query)`…"
            return
        }
        switch phase {
        case .idle:
            status = "Type to search"
        case .searching(let query):
            status = "Searching `\(query)`…"
        case .results(let query, let found) where found.isEmpty:
            status = "No results for `\(query)`"
        case .results(let query, let found):
            status = "\(CountFormatter.string(found.count, "result")) for `\(query)`"
        case .failed(_, let reason):
            status = "Search failed: \(reason)"
        }
    }
}

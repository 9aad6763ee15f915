import Foundation
import Model
import Roles

/// **Presenter** of the search: hears each edit of the query from its view, waits for a pause
/// in the typing, searches, keeps only the newest search's answer and the selection, formats
/// the status line, the stars and the detail, and tells its view through `SearchView`, which it
/// holds weakly. The whole search state machine lives here, away from any view.
@MainActor
public final class SearchPresenter: Role.Presenter {
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

    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any SearchView)?

    private let service: any RepositorySearchService
    private let debouncer: Debouncer
    private let searches = NewestRequest<[Repository]>()
    private(set) var phase = Phase.idle
    /// The query the newest search was for; nil after the query emptied.
    private var lastSearched: String?
    /// The query waiting for the typing to pause; nil when none is.
    private var waitingQuery: String?
    private var results: [Repository] = []
    private var selectedRow: Int?

    /// A search over `service` whose pause is measured on `clock` (`ContinuousClock` in an app,
    /// `ManualClock` in scripts and tests).
    public init(service: any RepositorySearchService, clock: any Clock<Duration>) {
        self.service = service
        self.debouncer = Debouncer(pause: Self.pause, clock: clock)
    }

    // MARK: - Inputs

    /// Call when the view has loaded.
    public func viewDidLoad() {
        show(.idle)
    }

    /// Call when the user edits the query, with the field's whole text. An empty query clears
    /// at once; the one searched last needs no search; any other waits for the typing to pause
    /// (a newer edit restarts the wait).
    public func queryChanged(_ text: String) {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            debouncer.cancel()
            searches.supersede()  // whatever is under way changes nothing now
            lastSearched = nil
            waitingQuery = nil
            if phase != .idle { show(.idle) } else { updateStatus() }
            return
        }
        guard query != lastSearched else {
            debouncer.cancel()  // back to the query searched last: nothing to wait for
            waitingQuery = nil
            updateStatus()
            return
        }
        waitingQuery = query
        updateStatus()
        debouncer.schedule { [weak self] in self?.pauseEnded(with: query) }
    }

    /// Call when a result's row is selected.
    public func resultSelected(at row: Int) {
        selectedRow = row
        view?.select(row: row)
        updateDetail()
    }

    // MARK: - Rows

    /// How many results the view's table shows.
    public var numberOfRows: Int { results.count }

    /// Fills the row view for `row` with ready-made strings.
    public func configure(_ rowView: any RepositoryRowView, at row: Int) {
        let repository = results[row]
        rowView.set(name: repository.fullName, stars: StarFormatter.string(repository.stars))
    }

    // MARK: - Searching

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

    // MARK: - Telling the view what to show

    private func show(_ phase: Phase) {
        self.phase = phase
        if case .results(_, let found) = phase { results = found } else { results = [] }
        selectedRow = nil
        updateStatus()
        view?.showResults(!results.isEmpty)
        view?.select(row: nil)
        updateDetail()
    }

    private func updateStatus() {
        if let query = waitingQuery {
            view?.set(status: "Waiting to search `\(query)`…")
            return
        }
        switch phase {
        case .idle:
            view?.set(status: "Type to search")
        case .searching(let query):
            view?.set(status: "Searching `\(query)`…")
        case .results(let query, let found) where found.isEmpty:
            view?.set(status: "No results for `\(query)`")
        case .results(let query, let found):
            view?.set(status: "\(CountFormatter.string(found.count, "result")) for `\(query)`")
        case .failed(_, let reason):
            view?.set(status: "Search failed: \(reason)")
        }
    }

    private func updateDetail() {
        view?.set(
            detail: selectedRow.map { results[$0].summary }
                ?? "Tap a result to see its description.")
    }
}

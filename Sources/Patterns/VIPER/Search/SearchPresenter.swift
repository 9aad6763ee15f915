import Model
import Roles

/// **Presenter** of the search: keeps where the search stands as the interactor tells it, the
/// results and the selection, formats the status line, the stars and the detail, and tells its
/// view through `SearchViewInput`, which it holds weakly. It passes each edit of the query to
/// the interactor, which decides when to search.
@MainActor
public final class SearchPresenter: SearchViewOutput, SearchInteractorOutput, Role.Presenter {
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

    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any SearchViewInput)?

    private let interactor: any SearchInteractorInput
    private(set) var phase = Phase.idle
    /// The query waiting for the typing to pause; nil when none is.
    private var waitingQuery: String?
    private var results: [Repository] = []
    private var selectedRow: Int?

    public init(interactor: any SearchInteractorInput) {
        self.interactor = interactor
    }

    // MARK: - SearchViewOutput

    public func viewDidLoad() {
        show(.idle)
    }

    public func queryChanged(_ text: String) {
        interactor.updateQuery(to: text)
    }

    public func resultSelected(at row: Int) {
        selectedRow = row
        view?.select(row: row)
        updateDetail()
    }

    public var numberOfRows: Int { results.count }

    public func configure(_ rowView: any RepositoryRowView, at row: Int) {
        let repository = results[row]
        rowView.set(name: repository.fullName, stars: StarFormatter.string(repository.stars))
    }

    // MARK: - SearchInteractorOutput

    public func searchCleared() {
        waitingQuery = nil
        if phase != .idle { show(.idle) } else { updateStatus() }
    }

    public func searchWaiting(for query: String) {
        waitingQuery = query
        updateStatus()
    }

    public func searchUnchanged() {
        waitingQuery = nil
        updateStatus()
    }

    public func searchStarted(for query: String) {
        waitingQuery = nil
        show(.searching(query))
    }

    public func searchFound(_ repositories: [Repository], for query: String) {
        show(.results(query, repositories))
    }

    public func searchFailed(for query: String, with error: any Error) {
        show(.failed(query, reason: "\(error)"))
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

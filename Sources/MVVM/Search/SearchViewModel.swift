import Model
import Observation
import Roles

/// **View model** of the search, in seed 002's shape: a `query` input and `results` outputs,
/// with the status and detail lines beside them, all ready to show. Setting `query` feeds the
/// shared `RepositorySearch` (debounce, newest search decides); each phase it hears back
/// becomes new outputs. It knows no view.
@MainActor
@Observable
public final class SearchViewModel: Role.ViewModel {
    /// One result as the screen shows it.
    public struct Row: Equatable, Sendable {
        public let name: String
        public let stars: String
    }

    // MARK: - Input

    /// The query as the user typed it (the seed's `query`); every change goes to the search.
    public var query = "" {
        didSet { search.queryChanged(query) }
    }

    // MARK: - Outputs

    /// The results of the newest search, formatted (the seed's `results`).
    public private(set) var results: [Row] = []
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
        search.onPhaseChange = { [weak self] _ in self?.phaseChanged() }
        phaseChanged()
    }

    /// Call when the result in `row` is selected.
    public func resultSelected(at row: Int) {
        selectedRow = row
    }

    // MARK: - Private

    private var found: [Repository] = []
    @ObservationIgnored private let search: RepositorySearch

    public init(service: any RepositorySearchService, clock: any Clock<Duration>) {
        self.search = RepositorySearch(service: service, clock: clock)
    }

    private func phaseChanged() {
        if case .results(_, let repositories) = search.phase {
            found = repositories
        } else {
            found = []
        }
        results = found.map { Row(name: $0.fullName, stars: StarFormatter.string($0.stars)) }
        selectedRow = nil
        switch search.phase {
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

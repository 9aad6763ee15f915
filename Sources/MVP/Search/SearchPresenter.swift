import Model
import Roles

/// **Presenter** of the search: hears each edit of the query from its view and feeds it to the
/// shared `RepositorySearch`, hears each phase back, keeps the results and the selection,
/// formats the status line, the stars and the detail, and tells its view through `SearchView`,
/// which it holds weakly.
@MainActor
public final class SearchPresenter: Role.Presenter {
    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any SearchView)?

    private let search: RepositorySearch
    private var results: [Repository] = []
    private var selectedRow: Int?

    public init(service: any RepositorySearchService, clock: any Clock<Duration>) {
        self.search = RepositorySearch(service: service, clock: clock)
    }

    // MARK: - Inputs

    /// Call when the view has loaded.
    public func viewDidLoad() {
        search.onPhaseChange = { [weak self] _ in self?.phaseChanged() }
        phaseChanged()
    }

    /// Call when the user edits the query, with the field's whole text.
    public func queryChanged(_ text: String) {
        search.queryChanged(text)
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

    // MARK: - Private

    private func phaseChanged() {
        if case .results(_, let found) = search.phase { results = found } else { results = [] }
        selectedRow = nil
        switch search.phase {
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
        view?.showResults(!results.isEmpty)
        view?.select(row: nil)
        updateDetail()
    }

    private func updateDetail() {
        view?.set(
            detail: selectedRow.map { results[$0].summary }
                ?? "Tap a result to see its description.")
    }
}

import Model
import Roles
import TextUI

/// **Controller** of the search: owns the query field, the status line, the results table and
/// the detail line; feeds every edit of the query to the shared `RepositorySearch` (which
/// debounces and lets only the newest search decide), hears each phase back, formats it and
/// pushes it into its views; keeps the selection.
public final class SearchViewController: ViewController, Role.Controller {
    let search: RepositorySearch
    /// The results on screen, copied from the newest answer.
    private(set) var results: [Repository] = []
    private(set) var selectedRow: Int?

    // The controller creates and owns its views (internal, as outlets are, so tests reach them).
    let queryField = TextField(placeholder: "a name or a topic")
    let statusLabel = Label()
    let tableView: TableView
    let detailLabel = Label(style: .dim)

    public init(
        service: any RepositorySearchService, clock: any Clock<Duration>, visibleRows: Int
    ) {
        self.search = RepositorySearch(service: service, clock: clock)
        self.tableView = TableView(visibleRowCount: visibleRows)
        super.init()
    }

    public override func loadView() {
        title = "Search"
        queryField.identifier = ScreenIdentifier.queryField
        tableView.identifier = ScreenIdentifier.resultTable
        tableView.dataSource = self
        tableView.delegate = self
        queryField.addAction(for: .editingChanged) { [weak self] in
            guard let self else { return }
            search.queryChanged(queryField.text)  // view → model
        }
        view = StackView(arrangedSubviews: [
            StackView.formRow("Query", queryField), statusLabel, tableView, detailLabel,
        ])
    }

    public override func viewDidLoad() {
        search.onPhaseChange = { [weak self] _ in self?.phaseChanged() }
        phaseChanged()
    }

    // MARK: - Events

    private func phaseChanged() {
        if case .results(_, let found) = search.phase { results = found } else { results = [] }
        selectedRow = nil
        updateViews()
    }

    func rowSelected(_ row: Int) {
        selectedRow = row
        updateDetail()
    }

    // MARK: - Pushing the model into the views

    func updateViews() {
        switch search.phase {
        case .idle:
            statusLabel.text = "Type to search"
        case .searching(let query):
            statusLabel.text = "Searching `\(query)`…"
        case .results(let query, let found) where found.isEmpty:
            statusLabel.text = "No results for `\(query)`"
        case .results(let query, let found):
            statusLabel.text = "\(CountFormatter.string(found.count, "result")) for `\(query)`"
        case .failed(_, let reason):
            statusLabel.text = "Search failed: \(reason)"
        }
        tableView.isHidden = results.isEmpty
        detailLabel.isHidden = results.isEmpty
        tableView.reloadData()
        tableView.selectRow(selectedRow)
        updateDetail()
    }

    func updateDetail() {
        detailLabel.text =
            selectedRow.map { results[$0].summary } ?? "Tap a result to see its description."
    }
}

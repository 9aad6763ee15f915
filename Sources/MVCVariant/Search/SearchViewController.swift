import Model
import Roles
import TextUI

/// **Controller** of the search: feeds every edit of the query to the shared
/// `RepositorySearch`, hears each phase back and hands models to its views — the status view
/// gets the phase, each cell a `Repository`, the detail view the selected one. It formats
/// nothing.
public final class SearchViewController: ViewController, Role.Controller {
    let search: RepositorySearch
    /// The results on screen, from the newest answer.
    private(set) var results: [Repository] = []

    // The views it composes (internal, as outlets are, so tests reach them).
    let queryField = TextField(placeholder: "a name or a topic")
    let statusView = SearchStatusView()
    let tableView: TableView
    let detailView = RepositoryDetailView()

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
            search.queryChanged(queryField.text)
        }
        view = StackView(arrangedSubviews: [
            StackView.formRow("Query", queryField), statusView, tableView, detailView,
        ])
    }

    public override func viewDidLoad() {
        search.onPhaseChange = { [weak self] _ in self?.phaseChanged() }
        phaseChanged()
    }

    private func phaseChanged() {
        if case .results(_, let found) = search.phase { results = found } else { results = [] }
        statusView.phase = search.phase
        tableView.isHidden = results.isEmpty
        detailView.isHidden = results.isEmpty
        tableView.reloadData()
        tableView.selectRow(nil)
        detailView.repository = nil
    }

    func rowSelected(_ row: Int) {
        detailView.repository = results[row]
    }
}

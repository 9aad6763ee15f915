import Foundation
import Model
import Roles
import TextUI

/// **Controller** of the search: hears every edit of the query, waits for a pause in the
/// typing, searches, keeps only the newest search's answer, and hands models to its views —
/// the status view gets the phase, each cell a `Repository`, the detail view the selected one.
/// It keeps the search state machine, as MVC's controller does, but formats nothing.
public final class SearchViewController: ViewController, Role.Controller {
    /// How long the query must stay unchanged before it is searched.
    static let pause = Duration.milliseconds(300)

    private let service: any RepositorySearchService
    private let debouncer: Debouncer
    private let searches = NewestRequest<[Repository]>()
    /// Where searching stands, in the terms of the view that words it.
    private(set) var phase = SearchStatusView.Phase.idle
    /// The query the newest search was for; nil after the query emptied.
    private var lastSearched: String?
    /// The results on screen, from the newest answer.
    private(set) var results: [Repository] = []

    // The views it composes (internal, as outlets are, so tests reach them).
    let queryField = TextField(placeholder: "a name or a topic")
    let statusView = SearchStatusView()
    let tableView: TableView
    let detailView = RepositoryDetailView()

    /// A search over `service` whose pause is measured on `clock` (`ContinuousClock` in an app,
    /// `ManualClock` in scripts and tests).
    public init(
        service: any RepositorySearchService, clock: any Clock<Duration>, visibleRows: Int
    ) {
        self.service = service
        self.debouncer = Debouncer(pause: Self.pause, clock: clock)
        self.tableView = TableView(visibleRowCount: visibleRows)
        super.init()
    }

    public override func loadView() {
        title = "Search"
        queryField.identifier = ScreenIdentifier.queryField
        tableView.identifier = ScreenIdentifier.resultTable
        tableView.register(
            RepositoryCell.self, forCellReuseIdentifier: RepositoryCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        queryField.addAction(for: .editingChanged) { [weak self] in
            guard let self else { return }
            queryChanged(queryField.text)
        }
        view = StackView(arrangedSubviews: [
            StackView.formRow("Query", queryField), statusView, tableView, detailView,
        ])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        show(.idle)
    }

    // MARK: - Searching

    /// The query changed: an empty one clears at once; the one searched last needs no search;
    /// any other waits for the typing to pause (a newer edit restarts the wait).
    private func queryChanged(_ text: String) {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            debouncer.cancel()
            searches.supersede()  // whatever is under way changes nothing now
            lastSearched = nil
            statusView.waitingQuery = nil
            if phase != .idle { show(.idle) }
            return
        }
        guard query != lastSearched else {
            debouncer.cancel()  // back to the query searched last: nothing to wait for
            statusView.waitingQuery = nil
            return
        }
        statusView.waitingQuery = query
        debouncer.schedule { [weak self] in self?.pauseEnded(with: query) }
    }

    /// The query stayed unchanged for the pause: search it. The newest search decides: an older
    /// one's answer changes nothing (`NewestRequest` drops it).
    private func pauseEnded(with query: String) {
        statusView.waitingQuery = nil
        lastSearched = query
        searches.start({ [service] in try await service.search(query) }) { [weak self] result in
            switch result {
            case .success(let found): self?.show(.results(query, found))
            case .failure(let error): self?.show(.failed(query, reason: "\(error)"))
            }
        }
        show(.searching(query))
    }

    // MARK: - Handing the model to the views

    private func show(_ phase: SearchStatusView.Phase) {
        self.phase = phase
        if case .results(_, let found) = phase { results = found } else { results = [] }
        statusView.phase = phase
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

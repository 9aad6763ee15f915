import Foundation
import Model
import Roles
import TextUI

/// **Controller** of the search: owns the query field, the status line, the results table and
/// the detail line; hears every edit of the query (target-action), waits for a pause in the
/// typing, searches, keeps only the newest search's answer, formats it and pushes it into its
/// views; keeps the selection. The whole search state machine lives here.
public final class SearchViewController: ViewController, Role.Controller {
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

    private let service: any RepositorySearchService
    private let debouncer: Debouncer
    private let searches = NewestRequest<[Repository]>()
    private(set) var phase = Phase.idle
    /// The query the newest search was for; nil after the query emptied.
    private var lastSearched: String?
    /// The query waiting for the typing to pause; nil when none is.
    private var waitingQuery: String?
    /// The results on screen, from the newest answer.
    private(set) var results: [Repository] = []
    private(set) var selectedRow: Int?

    // The controller creates and owns its views (internal, as outlets are, so tests reach them).
    let queryField = TextField()
    let statusLabel = Label()
    let tableView = TableView(frame: .zero, style: .plain)
    let detailLabel = Label()

    /// A search over `service` whose pause is measured on `clock` (`ContinuousClock` in an app,
    /// `ManualClock` in scripts and tests).
    public init(service: any RepositorySearchService, clock: any Clock<Duration>) {
        self.service = service
        self.debouncer = Debouncer(pause: Self.pause, clock: clock)
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        title = "Search"
        queryField.placeholder = "a name or a topic"
        detailLabel.textColor = .secondaryLabel
        queryField.accessibilityIdentifier = ScreenIdentifier.queryField
        tableView.accessibilityIdentifier = ScreenIdentifier.resultTable
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "repository")
        tableView.dataSource = self
        tableView.delegate = self
        queryField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                queryChanged(queryField.text ?? "")  // view → controller
            }, for: .editingChanged)
        let stack = StackView(arrangedSubviews: [
            StackView.formRow("Query", queryField), statusLabel, tableView, detailLabel,
        ])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        updateViews()
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

    private func show(_ phase: Phase) {
        self.phase = phase
        if case .results(_, let found) = phase { results = found } else { results = [] }
        selectedRow = nil
        updateViews()
    }

    func rowSelected(at indexPath: IndexPath) {
        selectedRow = indexPath.row
        updateDetail()
    }

    // MARK: - Pushing the model into the views

    func updateViews() {
        updateStatus()
        tableView.isHidden = results.isEmpty
        detailLabel.isHidden = results.isEmpty
        tableView.reloadData()
        tableView.selectRow(
            at: selectedRow.map { IndexPath(row: $0, section: 0) }, animated: false,
            scrollPosition: .none)
        updateDetail()
    }

    func updateStatus() {
        if let query = waitingQuery {
            statusLabel.text = "Waiting to search `\(query)`…"
            return
        }
        switch phase {
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
    }

    func updateDetail() {
        detailLabel.text =
            selectedRow.map { results[$0].summary } ?? "Tap a result to see its description."
    }
}

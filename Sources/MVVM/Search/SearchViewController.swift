import Roles
import TextUI

/// **View** of the search: plain widgets bound to a `SearchViewModelType`. Model → view:
/// `updateProperties()` copies the outputs into the widgets and reloads the table. View → model:
/// each edit of the query field sets the view model's `query`; a touch on a result becomes
/// `resultSelected(at:)`.
public final class SearchViewController: ViewController, Role.View {
    /// Seed 002's `var searchViewModel: SearchViewModelType`.
    let viewModel: any SearchViewModelType

    let queryField = TextField(placeholder: "a name or a topic")
    let tableView: TableView
    /// The results the table shows: the view model's, as they were when the table was last
    /// reloaded.
    private(set) var results: [SearchResult] = []
    private let statusLabel = Label()
    private let detailLabel = Label(style: .dim)

    public init(viewModel: any SearchViewModelType, visibleRows: Int) {
        self.viewModel = viewModel
        self.tableView = TableView(visibleRowCount: visibleRows)
        super.init()
    }

    public override func loadView() {
        title = "Search"
        queryField.identifier = ScreenIdentifier.queryField
        tableView.identifier = ScreenIdentifier.resultTable
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "repository")
        tableView.dataSource = self
        tableView.delegate = self
        queryField.addAction(for: .editingChanged) { [weak self] in
            guard let self else { return }
            viewModel.query = queryField.text
        }
        view = StackView(arrangedSubviews: [
            StackView.formRow("Query", queryField), statusLabel, tableView, detailLabel,
        ])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.viewDidLoad()
    }

    /// The binding: copies the view model's state into the widgets. The toolkit runs it in the
    /// layout pass, tracking what it reads, and again in the next pass after any of it changes.
    public override func updateProperties() {
        super.updateProperties()
        queryField.text = viewModel.query
        statusLabel.text = viewModel.status
        // Seed 002's `searchResultsDidChanged()`: reading `results` here brings this back when
        // they change, and the table asks for them again.
        if results != viewModel.results {
            results = viewModel.results
            tableView.reloadData()
        }
        tableView.isHidden = results.isEmpty
        detailLabel.isHidden = results.isEmpty
        tableView.selectRow(viewModel.selectedRow)
        detailLabel.text = viewModel.detail
    }
}

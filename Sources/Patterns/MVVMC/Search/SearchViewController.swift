import Roles
import TextUI

/// **View** of the search: plain widgets bound to a `SearchViewModelType`. Model → view:
/// `updateProperties()` copies the outputs into the widgets and reloads the table. View → model:
/// each edit of the query field sets the view model's `query`; a touch on a result becomes
/// `resultSelected(at:)`.
public final class SearchViewController: ViewController, Role.View {
    /// Seed 002's `var searchViewModel: SearchViewModelType`.
    let viewModel: any SearchViewModelType

    // Its widgets (internal, as outlets are, so tests reach them).
    let queryField = TextField()
    let tableView = TableView(frame: .zero, style: .plain)
    let statusLabel = Label()
    let detailLabel = Label()
    /// The results the table shows: the view model's, as they were when the table was last
    /// reloaded.
    private(set) var results: [SearchResult] = []

    public init(viewModel: any SearchViewModelType) {
        self.viewModel = viewModel
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
                viewModel.query = queryField.text ?? ""
            }, for: .editingChanged)
        let stack = StackView(arrangedSubviews: [
            StackView.formRow("Query", queryField), statusLabel, tableView, detailLabel,
        ])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.viewDidLoad()
    }

    /// The binding: copies the view model's state into the widgets. The toolkit runs it in the
    /// layout pass, tracking what it reads, and again in the next pass after any of it changes.
    public override func updateProperties() {
        super.updateProperties()
        // Written only when it differs, so an input method's composition survives.
        if queryField.text != viewModel.query { queryField.text = viewModel.query }
        statusLabel.text = viewModel.status
        // Seed 002's `searchResultsDidChanged()`: reading `results` here brings this back when
        // they change, and the table asks for them again.
        if results != viewModel.results {
            results = viewModel.results
            tableView.reloadData()
        }
        tableView.isHidden = results.isEmpty
        detailLabel.isHidden = results.isEmpty
        tableView.selectRow(
            at: viewModel.selectedRow.map { IndexPath(row: $0, section: 0) }, animated: false,
            scrollPosition: .none)
        detailLabel.text = viewModel.detail
    }
}

import KeyValueObserving
import Roles
import TextUI

/// **View** of the search: plain widgets bound to a `SearchViewModelType`. Model → view: it
/// observes the outputs, copies each into its widget as it changes and reloads the table when
/// the results change. View → model: each edit of the query field sets the view model's `query`;
/// a touch on a result becomes `resultSelected(at:)`.
public final class SearchViewController: ViewController, KeyValueObserver, Role.View {
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
        // The binding (seed 000's `setupBindings()`): observe each output, told at once.
        viewModel.addObserver(
            self, forKeyPath: \SearchViewModelType.query, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \SearchViewModelType.status, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \SearchViewModelType.results, options: [.initial, .new], context: nil)
        viewModel.addObserver(
            self, forKeyPath: \SearchViewModelType.selectedRow, options: [.initial, .new],
            context: nil)
        viewModel.addObserver(
            self, forKeyPath: \SearchViewModelType.detail, options: [.initial, .new], context: nil)
        viewModel.viewDidLoad()
    }

    /// The binding: copies each output into its widget as it changes, inside the view model's
    /// setter.
    public func observeValue(
        forKeyPath keyPath: AnyKeyPath, of object: Any?, change: KeyValueChange,
        context: UnsafeMutableRawPointer?
    ) {
        switch keyPath {
        case \SearchViewModelType.query:
            // Written only when it differs, so an input method's composition survives.
            let query = change.new as? String
            if queryField.text != query { queryField.text = query }
        case \SearchViewModelType.status:
            statusLabel.text = change.new as? String
        case \SearchViewModelType.results:
            // Seed 002's `searchResultsDidChanged()`: the table asks for the results again.
            let new = change.new as? [SearchResult] ?? []
            if results != new {
                results = new
                tableView.reloadData()
            }
            tableView.isHidden = results.isEmpty
            detailLabel.isHidden = results.isEmpty
        case \SearchViewModelType.selectedRow:
            tableView.selectRow(
                at: (change.new as? Int).map { IndexPath(row: $0, section: 0) }, animated: false,
                scrollPosition: .none)
        case \SearchViewModelType.detail:
            detailLabel.text = change.new as? String
        default:
            break
        }
    }

    /// The observers come off by hand (seed 000's `deinit`), if `viewDidLoad()` added them.
    isolated deinit {
        guard isViewLoaded else { return }
        viewModel.removeObserver(self, forKeyPath: \SearchViewModelType.query)
        viewModel.removeObserver(self, forKeyPath: \SearchViewModelType.status)
        viewModel.removeObserver(self, forKeyPath: \SearchViewModelType.results)
        viewModel.removeObserver(self, forKeyPath: \SearchViewModelType.selectedRow)
        viewModel.removeObserver(self, forKeyPath: \SearchViewModelType.detail)
    }
}

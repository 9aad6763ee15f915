import ElmArchitecture
import Model
import Roles
import TextUI

/// **View** of the search: renders the search's state into its widgets, and sends every edit of
/// the query and every touch on a result as an action. The query is written back only when it
/// differs from the field's text, so an input method's composition survives.
public final class SearchViewController: ViewController, Role.View {
    let store: StoreOf<SearchFeature>

    // Its widgets (internal, as outlets are, so tests reach them).
    let queryField = TextField()
    let tableView = TableView(frame: .zero, style: .plain)
    let statusLabel = Label()
    let detailLabel = Label()
    /// The results the table was last reloaded with.
    private var shownResults: [Repository] = []

    public init(store: StoreOf<SearchFeature>) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    public override func loadView() {
        title = "Search"
        queryField.placeholder = "a name or a topic"
        detailLabel.textColor = .secondaryLabel
        queryField.accessibilityIdentifier = ScreenIdentifier.queryField
        tableView.accessibilityIdentifier = ScreenIdentifier.resultTable
        tableView.register(
            RepositoryCell.self, forCellReuseIdentifier: RepositoryCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        queryField.addAction(
            Action { [weak self] _ in
                guard let self else { return }
                store.send(.queryChanged(queryField.text ?? ""))
            }, for: .editingChanged)
        let stack = StackView(arrangedSubviews: [
            StackView.formRow("Query", queryField), statusLabel, tableView, detailLabel,
        ])
        stack.axis = .vertical
        view = stack
    }

    /// The render: the state into the widgets. The toolkit runs it in the layout pass, tracking
    /// the state it reads, and again in the pass after the next action.
    public override func updateProperties() {
        super.updateProperties()
        let state = store.state
        // Written only when it differs, so an input method's composition survives.
        if queryField.text != state.query { queryField.text = state.query }
        statusLabel.text = state.status
        if shownResults != state.results {
            shownResults = state.results
            tableView.reloadData()
        }
        tableView.isHidden = shownResults.isEmpty
        detailLabel.isHidden = shownResults.isEmpty
        tableView.selectRow(
            at: state.selectedRow.map { IndexPath(row: $0, section: 0) }, animated: false,
            scrollPosition: .none)
        detailLabel.text = state.detail
    }
}

import Roles
import TextUI

/// **View** of the search: plain widgets, the `SearchRepositoriesDelegate` of a
/// `SearchViewModelType`. Model → view: when told an output changed, it copies it into the
/// widgets (and reloads the table for new results). View → model: each edit of the query field
/// sets the view model's `query`; a touch on a result becomes `resultSelected(at:)`.
public final class SearchViewController: ViewController, Role.View {
    /// Seed 002's `var searchViewModel: SearchViewModelType`.
    let viewModel: any SearchViewModelType

    // Its widgets (internal, as outlets are, so tests reach them).
    let queryField = TextField()
    let tableView = TableView(frame: .zero, style: .plain)
    let statusLabel = Label()
    let detailLabel = Label()

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
        // Seed 002's `searchViewModel.delegate = self`.
        viewModel.delegate = self
        // The outputs as they are; from now on the view model tells each change.
        searchResultsDidChanged()
        searchStatusDidChange()
        searchSelectionDidChange()
        viewModel.viewDidLoad()
    }

    private func markSelectedRow() {
        tableView.selectRow(
            at: viewModel.selectedRow.map { IndexPath(row: $0, section: 0) }, animated: false,
            scrollPosition: .none)
    }
}

/// The binding: the view model calls these after its outputs change, and the view copies them
/// into the widgets. The query field needs none: only the user changes the query.
extension SearchViewController: SearchRepositoriesDelegate {
    /// Seed 002's `searchResultsDidChanged() { tableView.reloadData() }`.
    public func searchResultsDidChanged() {
        tableView.reloadData()
        markSelectedRow()  // `reloadData()` clears the selection, as in UIKit
        tableView.isHidden = viewModel.results.isEmpty
        detailLabel.isHidden = viewModel.results.isEmpty
    }

    public func searchStatusDidChange() {
        statusLabel.text = viewModel.status
    }

    public func searchSelectionDidChange() {
        markSelectedRow()
        detailLabel.text = viewModel.detail
    }
}

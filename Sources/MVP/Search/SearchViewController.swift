import Roles
import TextUI

/// **View** of the search: a passive view controller. It builds the widgets, shows what the
/// presenter tells it through `SearchView`, and forwards every edit and touch to the presenter.
public final class SearchViewController: ViewController, Role.View {
    let presenter: SearchPresenter

    let queryField = TextField(placeholder: "a name or a topic")
    let tableView: TableView
    private let statusLabel = Label()
    private let detailLabel = Label(style: .dim)

    public init(presenter: SearchPresenter, visibleRows: Int) {
        self.presenter = presenter
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
            presenter.queryChanged(queryField.text)
        }
        view = StackView(arrangedSubviews: [
            StackView.formRow("Query", queryField), statusLabel, tableView, detailLabel,
        ])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

extension SearchViewController: SearchView {
    public func set(status: String) {
        statusLabel.text = status
    }

    public func showResults(_ visible: Bool) {
        tableView.isHidden = !visible
        detailLabel.isHidden = !visible
        tableView.reloadData()
    }

    public func select(row: Int?) {
        tableView.selectRow(row)
    }

    public func set(detail: String) {
        detailLabel.text = detail
    }
}

import Roles
import TextUI

/// **View** of the search: a passive view controller. It builds the widgets, shows what the
/// presenter tells it through `SearchViewInput`, and forwards every edit and touch to the
/// presenter, which it knows only through `SearchViewOutput`.
public final class SearchViewController: ViewController, Role.View {
    let presenter: any SearchViewOutput

    // Its widgets (internal, as outlets are, so tests reach them).
    let queryField = TextField()
    let tableView = TableView(frame: .zero, style: .plain)
    let statusLabel = Label()
    let detailLabel = Label()

    public init(presenter: any SearchViewOutput) {
        self.presenter = presenter
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
                presenter.queryChanged(queryField.text ?? "")
            }, for: .editingChanged)
        let stack = StackView(arrangedSubviews: [
            StackView.formRow("Query", queryField), statusLabel, tableView, detailLabel,
        ])
        stack.axis = .vertical
        view = stack
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

extension SearchViewController: SearchViewInput {
    public func set(status: String) {
        statusLabel.text = status
    }

    public func showResults(_ visible: Bool) {
        tableView.isHidden = !visible
        detailLabel.isHidden = !visible
        tableView.reloadData()
    }

    public func select(row: Int?) {
        tableView.selectRow(
            at: row.map { IndexPath(row: $0, section: 0) }, animated: false,
            scrollPosition: .none)
    }

    public func set(detail: String) {
        detailLabel.text = detail
    }
}

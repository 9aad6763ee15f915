import Roles

/// What the view tells the presenter: its events, and its table's questions.
@MainActor
public protocol SearchViewOutput: AnyObject, Role.Presenter {
    /// The view has loaded.
    func viewDidLoad()
    /// The user edited the query; `text` is the field's whole text.
    func queryChanged(_ text: String)
    /// The result at `row` was selected.
    func resultSelected(at row: Int)
    /// How many results the table shows.
    var numberOfRows: Int { get }
    /// Fills `rowView` with the result at `row`.
    func configure(_ rowView: any RepositoryRowView, at row: Int)
}

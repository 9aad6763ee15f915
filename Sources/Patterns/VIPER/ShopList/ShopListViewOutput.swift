import Roles

/// What the view tells the presenter: its events, and its table's questions.
@MainActor
public protocol ShopListViewOutput: AnyObject, Role.Presenter {
    /// The view has loaded.
    func viewDidLoad()
    /// Reload was tapped.
    func reloadTapped()
    /// The row at `row` was selected.
    func rowSelected(at row: Int)
    /// The detail button of the row at `row` was tapped.
    func detailButtonTapped(at row: Int)
    /// The number of rows the list has.
    var numberOfRows: Int { get }
    /// Fills `rowView` with the product at `row`.
    func configure(_ rowView: any ProductRowView, at row: Int)
}

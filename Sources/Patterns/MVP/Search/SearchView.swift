import Roles

/// What the search presenter can tell its view. Plain strings and row numbers only: the view
/// never sees a `Repository` or the search's phase.
@MainActor
public protocol SearchView: AnyObject, Role.View {
    /// Shows the status line under the query.
    func set(status: String)
    /// Shows the results, asking the presenter for its rows again; `false` hides them.
    func showResults(_ visible: Bool)
    /// Marks `row` as selected (nil: none).
    func select(row: Int?)
    /// Sets the line under the results.
    func set(detail: String)
}

/// What the presenter can tell one row of the results.
@MainActor
public protocol RepositoryRowView: AnyObject, Role.View {
    func set(name: String, stars: String)
}

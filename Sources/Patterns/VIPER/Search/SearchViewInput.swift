import Roles

/// What the presenter tells the view. Plain strings and row numbers only: the view never sees a
/// `Repository` or where the search stands.
@MainActor
public protocol SearchViewInput: AnyObject, Role.View {
    /// Shows the status line under the query.
    func set(status: String)
    /// Shows the results, asking the presenter for its rows again; `false` hides them.
    func showResults(_ visible: Bool)
    /// Marks `row` as selected (nil: none).
    func select(row: Int?)
    /// Sets the line under the results.
    func set(detail: String)
}

/// What the presenter tells one row of the results.
@MainActor
public protocol RepositoryRowView: AnyObject, Role.View {
    /// Shows the repository's full name and its formatted stars.
    func set(name: String, stars: String)
}

import Roles

/// What the presenter tells the view. Plain strings and row numbers only: the view never sees a
/// `Product`.
@MainActor
public protocol ShopListViewInput: AnyObject, Role.View {
    /// Sets the screen's title.
    func set(title: String)
    /// Shows `message` instead of the list, with `hint` under it (nil: nothing under it).
    func showMessage(_ message: String, hint: String?)
    /// Shows the list, asking the presenter for its rows again.
    func showProducts()
    /// Shows the product at `row` again, asking the presenter for that row alone: its name or
    /// price changed.
    func showProduct(at row: Int)
    /// Marks `row` as selected (nil: none).
    func select(row: Int?)
    /// Sets the line under the list.
    func set(detail: String)
}

/// What the presenter tells one row of the list.
@MainActor
public protocol ProductRowView: AnyObject, Role.View {
    /// Shows the product's name and its formatted price.
    func set(name: String, price: String)
}

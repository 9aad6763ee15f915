import Roles

/// What a product detail's presenter can tell its view. Plain strings only: the view never sees
/// a `Product`.
@MainActor
public protocol ProductDetailView: AnyObject, Role.View {
    /// Sets the screen's title.
    func set(title: String)
    /// Shows `name` in the name field.
    func set(name: String)
    /// Shows the formatted price.
    func set(price: String)
    /// Sets the line beside Save, and whether Save takes touches.
    func set(status: String, canSave: Bool)
    /// Goes back to the screen beneath: the detail is done.
    func close()
}

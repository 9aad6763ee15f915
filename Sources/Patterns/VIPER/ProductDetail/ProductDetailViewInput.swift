import Roles

/// What the presenter tells the view. Plain strings only: the view never sees a `Product`.
@MainActor
public protocol ProductDetailViewInput: AnyObject, Role.View {
    /// Sets the screen's title.
    func set(title: String)
    /// Shows `name` in the name field.
    func set(name: String)
    /// Shows the formatted price.
    func set(price: String)
    /// Sets the line beside Save, and whether Save takes touches.
    func set(status: String, canSave: Bool)
}

import Roles

/// What the presenter tells the view (seed 004's `set(name:image:)`).
@MainActor
public protocol AppCardViewInput: AnyObject, Role.View {
    /// Shows the app's name and icon; `image` nil shows an empty icon.
    func set(name: String, image: String?)
    /// Shows the line under the card.
    func set(feedback: String)
}

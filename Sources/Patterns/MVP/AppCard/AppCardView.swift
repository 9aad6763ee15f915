import Roles

/// What the app card presenter can tell its view (the seed's `set(name:image:)`).
@MainActor
public protocol AppCardView: AnyObject, Role.View {
    /// Shows the app's name and icon; `image` nil shows an empty icon.
    func set(name: String, image: String?)
    /// Shows the line under the card.
    func set(feedback: String)
}

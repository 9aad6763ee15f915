/// The identifiers every pattern gives the views that the screens' touches land on, so the
/// runner and the tests can find them, as UI tests find views by accessibility identifier.
public enum ScreenIdentifier {
    /// The shop list's table of products.
    public static let productTable = "products"
    /// The shop list's Reload button.
    public static let reloadButton = "reload"
    /// The app card.
    public static let appCard = "app-card"
}

/// The identifiers every pattern gives the views that the screens' touches land on, so the
/// runner and the tests can find them, as UI tests find views by accessibility identifier.
///
/// They are the app's contract with its UI tests, so they live here, with the other things the
/// pattern targets share with the workbench, and not in the toolkit: the toolkit knows no app.
public enum ScreenIdentifier {
    /// The shop list's table of products.
    public static let productTable = "products"
    /// The shop list's Reload button.
    public static let reloadButton = "reload"
    /// The app card.
    public static let appCard = "app-card"
    /// The tab of the shop list and the app card.
    public static let shopTab = "tab-shop"
    /// The tab of the profile.
    public static let profileTab = "tab-profile"
    /// The tab of the search.
    public static let searchTab = "tab-search"
    /// The search's query field.
    public static let queryField = "query"
    /// The search's table of results.
    public static let resultTable = "results"
    /// The profile form's First name field.
    public static let firstNameField = "first-name"
    /// The profile form's Last name field.
    public static let lastNameField = "last-name"
    /// The profile form's E-mail field.
    public static let emailField = "email"
    /// The profile form's Save button.
    public static let saveButton = "save"
    /// The product detail's name field.
    public static let productNameField = "product-name"
    /// The product detail's Save button.
    public static let detailSaveButton = "detail-save"
}

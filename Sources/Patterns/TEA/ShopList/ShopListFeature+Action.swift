import Model

extension ShopListFeature {
    /// What can happen to the shop list.
    public enum Action: Equatable, Sendable {
        /// The view loaded: the list follows the store's products, and loads the catalog.
        case viewDidLoad
        /// The user tapped Reload.
        case reloadTapped
        /// The user selected the row at `at`.
        case rowSelected(at: Int)
        /// The user tapped the detail button of the row at `at`.
        case detailButtonTapped(at: Int)
        /// The user went back from the product detail (the bar's back button).
        case detailDismissed
        /// Something happened to the product detail on show.
        case detail(ProductDetailFeature.Action)
        /// The newest load answered with this catalog.
        case catalogLoaded(Catalog)
        /// The newest load failed, for this reason.
        case catalogLoadFailed(reason: String)
        /// The store's products, as they are now: at first, then after a load, an addition or a
        /// removal.
        case productsChanged([Product])
        /// The store's product in this row changed its name or price; no other product changed.
        case productUpdated(Product, at: Int)
    }
}

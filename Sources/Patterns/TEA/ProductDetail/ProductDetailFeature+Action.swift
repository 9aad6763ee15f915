import Model

extension ProductDetailFeature {
    /// What can happen to a product's detail.
    public enum Action: Equatable, Sendable {
        /// The view loaded: the detail follows its product in the store from now on.
        case viewDidLoad
        /// The user edited the name field.
        case nameChanged(String)
        /// The user tapped Save.
        case saveTapped
        /// The product as the store has it now, nil once removed: at first, then after every
        /// change to the products.
        case productChanged(Product?)
    }
}

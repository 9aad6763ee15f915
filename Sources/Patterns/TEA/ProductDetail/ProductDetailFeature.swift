import ElmArchitecture
import Model
import Roles

/// **Reducer** of a product's detail: the one place its state changes. It keeps the edited name,
/// takes the stored product as its subscription sends it, and on Save asks for the product's
/// rename; the shop list, whose state holds this one, closes the detail.
public struct ProductDetailFeature: Reducer, Role.Reducer {
    /// The app's data: the product the detail shows, and renames.
    let store: Store

    public init(store: Store) {
        self.store = store
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            return observeProduct(id: state.productID)
        case .nameChanged(let text):
            state.nameText = text
            return .none
        case .saveTapped:
            return rename(state.productID, to: state.nameText)
        case .productChanged(let product):
            // A removed product's title and price stay as last stored.
            state.isRemoved = product == nil
            if let product {
                state.name = product.name
                state.price = product.price
            }
            return .none
        }
    }
}

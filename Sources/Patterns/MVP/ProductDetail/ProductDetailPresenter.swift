import Model
import Roles

/// **Presenter** of a product's detail: keeps the edited name, formats the price, decides what
/// Save and the line beside it say, renames the product through the store, and tells its view
/// to close after a save. It knows the view only through `ProductDetailView`, weakly.
@MainActor
public final class ProductDetailPresenter: Role.Presenter {
    /// The view this presenter drives. Weak, so the presenter never keeps its view alive.
    public weak var view: (any ProductDetailView)?

    private let store: Store
    private let productID: Int
    private var storeObservation: ObservationToken?
    /// The name as the user left it in the field.
    private var editedName: String

    public init(store: Store, productID: Int) {
        self.store = store
        self.productID = productID
        self.editedName = store.product(withID: productID)?.name ?? ""
    }

    // MARK: - Events from the view

    /// Call when the view has loaded.
    public func viewDidLoad() {
        storeObservation = store.observe { [weak self] change in
            if change != .appUpdated, change != .personUpdated { self?.updateView() }
        }
        updateView()
    }

    /// Call when the user edited the name field.
    public func nameChanged(to text: String) {
        editedName = text
        updateView()
    }

    /// Call when Save is tapped.
    public func saveTapped() {
        try? store.renameProduct(id: productID, to: editedName)  // enabled only for a name
        view?.close()
    }

    // MARK: - Telling the view

    private func updateView() {
        let product = store.product(withID: productID)
        if let product {
            view?.set(title: product.name)
            view?.set(price: PriceFormatter.string(from: product.price))
        }
        view?.set(name: editedName)
        view?.set(
            status: product == nil ? "This product was removed." : "",
            canSave: product != nil && !editedName.isEmpty)
    }
}

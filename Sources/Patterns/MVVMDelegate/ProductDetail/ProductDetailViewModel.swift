import Model
import Roles

/// **View model** of a product's detail: keeps the edited name against the stored product, and
/// derives the title, the field's text, the price, the line beside Save and whether Save is
/// enabled, all ready to show; takes the user's intents, renames the product through the store
/// on Save, and tells its `delegate` when outputs change and when the detail is done. It knows
/// no view.
@MainActor
public final class ProductDetailViewModel: Role.ViewModel {
    /// The view, told after outputs change (seed 002's `delegate`). Weak: the view owns its view
    /// model.
    public weak var delegate: (any ProductDetailViewModelDelegate)?

    // MARK: - Outputs

    /// The screen's title: the product's name as the store has it.
    public var title: String { product?.name ?? lastSeen.name }
    /// The text of the name field.
    public var nameText: String { editedName }
    /// The product's price, formatted.
    public var price: String { PriceFormatter.string(from: product?.price ?? lastSeen.price) }
    /// The line beside Save.
    public var status: String { product == nil ? "This product was removed." : "" }
    /// Whether Save is enabled.
    public var saveIsEnabled: Bool { product != nil && !editedName.isEmpty }

    // MARK: - Inputs

    /// Call when the view has loaded.
    public func viewDidLoad() {
        storeObservation = store.observe { [weak self] change in
            if change != .appUpdated, change != .personUpdated { self?.storeDidChange() }
        }
        storeDidChange()
    }

    /// Call when the user edited the name field.
    public func nameChanged(_ text: String) {
        editedName = text
    }

    /// Call when Save is tapped.
    public func saveTapped() {
        try? store.renameProduct(id: productID, to: editedName)  // enabled only for a name
        delegate?.productDetailDidFinish()
    }

    // MARK: - State

    private let store: Store
    private let productID: Int
    private var storeObservation: ObservationToken?
    /// The product as the store has it; nil once it was removed.
    private var product: Product? {
        didSet { if product != oldValue { delegate?.productDetailDidChange() } }
    }
    /// The product as it was last seen in the store, whose name and price stay on show once it
    /// was removed.
    private var lastSeen: Product
    /// The name as the user left it in the field.
    private var editedName: String {
        didSet { if editedName != oldValue { delegate?.productDetailDidChange() } }
    }

    public init(store: Store, productID: Int) {
        self.store = store
        self.productID = productID
        let product = store.product(withID: productID)
        self.product = product
        self.lastSeen = product ?? Product(id: productID, name: "", price: 0)
        self.editedName = product?.name ?? ""
    }

    private func storeDidChange() {
        product = store.product(withID: productID)
        if let product { lastSeen = product }
    }
}

import KeyValueObserving
import Model
import Roles

/// **View model** of a product's detail: keeps the edited name against the stored product, and
/// publishes the title, the field's text, the price, the line beside Save and whether Save is
/// enabled, all ready to show; takes the user's intents, renames the product through the store
/// on Save, and then says the detail is done (`isDone`), which the view acts on. It knows no
/// view. The view binds both ways: it observes the outputs and sends each edit back.
@MainActor
public final class ProductDetailViewModel: Object, Role.ViewModel {
    // MARK: - Outputs (observable; `publish()` sets them after every change)

    /// The screen's title: the product's name as the store has it.
    @Dynamic public private(set) var title = ""
    /// The text of the name field.
    @Dynamic public private(set) var nameText = ""
    /// The product's price, formatted.
    @Dynamic public private(set) var price = ""
    /// The line beside Save.
    @Dynamic public private(set) var status = ""
    /// Whether Save is enabled.
    @Dynamic public private(set) var saveIsEnabled = false
    /// Whether the detail is done (saved): the view goes back.
    @Dynamic public private(set) var isDone = false

    private let store: Store
    private let productID: Int
    private var storeObservation: ObservationToken?
    /// The name as the user left it in the field.
    private var editedName: String

    public init(store: Store, productID: Int) {
        self.store = store
        self.productID = productID
        self.editedName = store.product(withID: productID)?.name ?? ""
        super.init()
    }

    // MARK: - Inputs

    /// Call when the view has loaded.
    public func viewDidLoad() {
        storeObservation = store.observe { [weak self] change in
            if change != .appUpdated, change != .personUpdated { self?.publish() }
        }
        publish()
    }

    /// Call when the user edited the name field.
    public func nameChanged(_ text: String) {
        editedName = text
        publish()
    }

    /// Call when Save is tapped.
    public func saveTapped() {
        try? store.renameProduct(id: productID, to: editedName)  // enabled only for a name
        isDone = true
    }

    /// Sets every output from the stored product and the edited name: each set tells its
    /// observers.
    private func publish() {
        let product = store.product(withID: productID)
        if let product {
            title = product.name
            price = PriceFormatter.string(from: product.price)
        }
        nameText = editedName
        status = product == nil ? "This product was removed." : ""
        saveIsEnabled = product != nil && !editedName.isEmpty
    }
}

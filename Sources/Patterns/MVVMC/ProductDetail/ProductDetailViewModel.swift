import Model
import Observation
import Roles

/// **View model** of a product's detail: keeps the edited name against the stored product, and
/// exposes the title, the field's text, the price, the line beside Save and whether Save is
/// enabled, all ready to show; takes the user's intents, renames the product through the store
/// on Save, and then says it is finished (`onFinish`), which its coordinator acts on. It knows no
/// view and no coordinator type.
@MainActor
@Observable
public final class ProductDetailViewModel: Role.ViewModel {
    // MARK: - Outputs

    /// The screen's title: the product's name as the store has it.
    public private(set) var title = ""
    /// The text of the name field.
    public private(set) var nameText: String
    /// The product's price, formatted.
    public private(set) var price = ""
    /// The line beside Save.
    public var status: String { isRemoved ? "This product was removed." : "" }
    /// Whether Save is enabled.
    public var saveIsEnabled: Bool { !isRemoved && !nameText.isEmpty }
    /// Called once the detail is saved: the coordinator sets it, and goes back.
    @ObservationIgnored public var onFinish: (() -> Void)?

    private var isRemoved = false
    @ObservationIgnored private let store: Store
    @ObservationIgnored private let productID: Int
    @ObservationIgnored private var storeObservation: ObservationToken?

    public init(store: Store, productID: Int) {
        self.store = store
        self.productID = productID
        self.nameText = store.product(withID: productID)?.name ?? ""
        storeDidChange()
    }

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
        nameText = text
    }

    /// Call when Save is tapped.
    public func saveTapped() {
        try? store.renameProduct(id: productID, to: nameText)  // enabled only for a name
        onFinish?()
    }

    private func storeDidChange() {
        let product = store.product(withID: productID)
        isRemoved = product == nil
        guard let product else { return }
        title = product.name
        price = PriceFormatter.string(from: product.price)
    }
}

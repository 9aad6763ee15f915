import Model
import Roles

/// **View model** of one row of the shop list: the product's name and price, ready to show.
///
/// The list makes one only when the table asks for its row, and the cell that shows it keeps
/// it: when the cell shows another row, this one goes. The cell is its `delegate`, told when the
/// product changes, so a change to the product reaches that cell alone.
@MainActor
public final class ProductRowViewModel: Role.ViewModel {
    /// The product the row shows: intents about it name it by this id.
    public let id: Int
    /// The product's name.
    public var name: String { product.name }
    /// The product's price, formatted (`¥19.10`).
    public var price: String { PriceFormatter.string(from: product.price) }
    /// The cell showing the row. Weak: the cell keeps the row, not the other way round.
    public weak var delegate: (any ProductRowViewModelDelegate)?

    /// The product as the store last had it.
    var product: Product {
        didSet { if product != oldValue { delegate?.productRowDidChange() } }
    }

    init(product: Product) {
        self.id = product.id
        self.product = product
    }
}

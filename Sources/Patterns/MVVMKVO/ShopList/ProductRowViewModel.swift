import KeyValueObserving
import Model
import Roles

/// **View model** of one row of the shop list: the product's name and price, ready to show.
///
/// The list makes one only when the table asks for its row, and the cell that shows it keeps
/// it: when the cell shows another row, this one goes. The cell observes its `name` and `price`,
/// so a change to the product reaches that cell alone.
@MainActor
public final class ProductRowViewModel: Object, Role.ViewModel {
    /// The product the row shows: intents about it name it by this id.
    public let id: Int
    /// The product's name.
    @Dynamic public private(set) var name: String
    /// The product's price, formatted (`¥19.10`).
    @Dynamic public private(set) var price: String

    /// The product as the store last had it: setting it publishes its name and price.
    var product: Product {
        didSet {
            name = product.name
            price = PriceFormatter.string(from: product.price)
        }
    }

    init(product: Product) {
        self.id = product.id
        self.product = product
        self.name = product.name
        self.price = PriceFormatter.string(from: product.price)
    }
}

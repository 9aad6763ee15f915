import Model
import Observation
import Roles

/// **View model** of one row of the shop list: the product's name and price, ready to show.
///
/// The list makes one only when the table asks for its row, and the cell that shows it keeps
/// it: when the cell shows another row, this one goes. The cell binds to it by reading it in
/// `updateConfiguration(using:)`, which the toolkit tracks, so a change to the product reaches
/// that cell alone.
@MainActor
@Observable
public final class ProductRowViewModel: Role.ViewModel {
    /// The product the row shows: intents about it name it by this id.
    public let id: Int
    /// The product's name.
    public var name: String { product.name }
    /// The product's price, formatted (`¥19.10`).
    public var price: String { PriceFormatter.string(from: product.price) }

    /// The product as the store last had it.
    var product: Product

    init(product: Product) {
        self.id = product.id
        self.product = product
    }
}

import Model
import Observation
import Roles

/// **View model** of one row of the shop list: the product's name and price, ready to show. A
/// cell binds to it (`ProductCell`), so a change to the product updates that row alone.
@MainActor
@Observable
public final class ProductRowViewModel: Role.ViewModel {
    /// The product the row shows: intents about it name it by this id.
    public let id: Int
    /// The product's name.
    public var name: String { product.name }
    /// The product's price, formatted (`¥19.10`) when asked for: only visible rows are.
    public var price: String { PriceFormatter.string(from: product.price) }

    /// The product as the store last had it.
    var product: Product

    init(product: Product) {
        self.id = product.id
        self.product = product
    }
}

extension ProductRowViewModel: Equatable {
    /// The same row view model, not merely equal contents: a list of rows is another list when
    /// its rows are other objects.
    nonisolated public static func == (lhs: ProductRowViewModel, rhs: ProductRowViewModel) -> Bool {
        lhs === rhs
    }
}

import Model
import Roles

/// Hears that a row's product changed (seed 002's `SearchRepositoriesDelegate`, for one row).
@MainActor
public protocol ProductRowViewModelDelegate: AnyObject, Role.ViewModel {
    /// The row's name or price changed.
    func productRowDidChange(_ row: ProductRowViewModel)
}

/// **View model** of one row of the shop list: the product's name and price, ready to show.
///
/// A list has many rows and its cells are reused, so the cell that shows a row binds to it as
/// its `delegate`, and hands the row back when it is given another (seed 002 tells its view
/// through a delegate). Observation's tracking would bind the cell too, but it cannot be
/// cancelled: every row a reused cell once showed would keep a stale tracking until that
/// product changed.
@MainActor
public final class ProductRowViewModel: Role.ViewModel {
    /// The product the row shows: intents about it name it by this id.
    public let id: Int
    /// The product's name.
    public var name: String { product.name }
    /// The product's price, formatted (`¥19.10`) when asked for: only visible rows are.
    public var price: String { PriceFormatter.string(from: product.price) }
    /// The cell showing the row, told of every change.
    public weak var delegate: (any ProductRowViewModelDelegate)?

    /// The product as the store last had it.
    var product: Product {
        didSet { delegate?.productRowDidChange(self) }
    }

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

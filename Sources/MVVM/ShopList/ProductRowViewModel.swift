import Model
import Roles

/// **View model** of one row of the shop list: the product's name and price, ready to show.
///
/// A list has many rows and its cells are reused, so a cell binds to its row with an explicit
/// observation that it drops when it is handed another row (`observe(_:)`, as seed 004's view
/// observes its view model with `KVOController`). Observation's tracking would do the binding
/// too, but it cannot be cancelled: every row a reused cell once showed would keep a stale
/// tracking until that product changed.
@MainActor
public final class ProductRowViewModel: Role.ViewModel {
    /// The product the row shows: intents about it name it by this id.
    public let id: Int
    /// The product's name.
    public var name: String { product.name }
    /// The product's price, formatted (`¥19.10`) when asked for: only visible rows are.
    public var price: String { PriceFormatter.string(from: product.price) }

    /// The product as the store last had it; its observers hear every change.
    var product: Product {
        didSet {
            for observer in observers.values { observer() }
        }
    }

    private var observers: [Int: @MainActor () -> Void] = [:]
    private var nextObserver = 0

    init(product: Product) {
        self.id = product.id
        self.product = product
    }

    /// Calls `changed` after every change to the row, as long as the returned observation is
    /// kept.
    public func observe(_ changed: @escaping @MainActor () -> Void) -> Observation {
        let key = nextObserver
        nextObserver += 1
        observers[key] = changed
        return Observation { [weak self] in self?.observers[key] = nil }
    }

    /// One observer's hold on a row: released, the observer hears no more.
    @MainActor
    public final class Observation {
        private let end: @MainActor () -> Void

        init(end: @escaping @MainActor () -> Void) {
            self.end = end
        }

        isolated deinit {
            end()
        }
    }
}

extension ProductRowViewModel: Equatable {
    /// The same row view model, not merely equal contents: a list of rows is another list when
    /// its rows are other objects.
    nonisolated public static func == (lhs: ProductRowViewModel, rhs: ProductRowViewModel) -> Bool {
        lhs === rhs
    }
}

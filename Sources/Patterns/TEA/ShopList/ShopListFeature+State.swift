import Model

extension ShopListFeature {
    /// What the shop list shows and stands on: how loading stands, the store's products, the
    /// selection and the product detail on show.
    public struct State: Equatable, Sendable {
        /// Where loading the catalog stands.
        var phase = LoadPhase.loading
        /// The store's products, in its order, as its last change left them.
        var products: [Product] = []
        /// The selected product, by id: the selection follows it when rows move.
        var selectedProductID: Int?
        /// The detail on show over the list; nil while the list shows. Navigation is state: the
        /// view controller pushes the detail when this is set.
        var detail: ProductDetailFeature.State?

        /// The screen's title.
        var title: String {
            phase == .loaded ? "Shop · \(CountFormatter.string(products.count, "item"))" : "Shop"
        }

        /// A message instead of the list, or the list.
        var content: Content {
            switch phase {
            case .loading: .message("Loading…", hint: nil)
            case .failed(let reason):
                .message("Load failed: \(reason)", hint: "Tap Reload to try again.")
            case .loaded where products.isEmpty: .message("No products yet.", hint: nil)
            case .loaded: .products
            }
        }

        /// How many rows the table has: none until a load has answered.
        var rowCount: Int { phase == .loaded ? products.count : 0 }

        /// The row at `index`, as the table shows it.
        func row(at index: Int) -> Row {
            let product = products[index]
            return Row(name: product.name, price: PriceFormatter.string(from: product.price))
        }

        /// The selected product's row; nil when none is selected.
        var selectedRow: Int? {
            selectedProductID.flatMap { id in products.firstIndex { $0.id == id } }
        }

        /// The line under the list.
        var detailLine: String {
            guard let row = selectedRow else { return "Tap a row to see its details." }
            let product = products[row]
            return "Selected: \(product.name) · \(PriceFormatter.string(from: product.price))"
        }
    }

    /// Where loading the catalog stands.
    enum LoadPhase: Equatable, Sendable {
        /// A load is under way (also before the first one starts).
        case loading
        case loaded
        /// The newest load failed, for this reason.
        case failed(String)
    }

    /// What the screen shows under its title.
    enum Content: Equatable {
        /// A message instead of the list, with a hint under it (nil: nothing under it).
        case message(String, hint: String?)
        /// The list.
        case products
    }

    /// One row of the list, ready to show.
    struct Row: Equatable {
        var name: String
        /// The price, formatted (`¥19.10`).
        var price: String
    }
}

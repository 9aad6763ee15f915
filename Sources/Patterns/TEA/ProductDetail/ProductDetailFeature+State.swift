import Foundation
import Model

extension ProductDetailFeature {
    /// What a product's detail shows and stands on: the product as last stored, and the name
    /// as the user left it in the field.
    public struct State: Equatable, Sendable {
        /// The product the detail shows.
        let productID: Int
        /// Its name as the store has it: the title.
        var name: String
        /// Its price as the store has it.
        var price: Decimal
        /// The text of the name field, as the user left it.
        var nameText: String
        /// Whether the product was removed from the store while the detail showed it.
        var isRemoved = false

        /// The detail of `product`, its name in the field.
        init(product: Product) {
            productID = product.id
            name = product.name
            price = product.price
            nameText = product.name
        }

        /// The price, formatted.
        var priceText: String { PriceFormatter.string(from: price) }
        /// The line beside Save.
        var status: String { isRemoved ? "This product was removed." : "" }
        /// Whether Save is enabled: the product is there and the name is not empty.
        var saveIsEnabled: Bool { !isRemoved && !nameText.isEmpty }
    }
}

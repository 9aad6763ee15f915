import Foundation

/// A product in the shop. The price is an exact decimal: never a floating-point number, never a
/// pre-formatted string (formatting is presentation logic; see `PriceFormatter`).
public struct Product: Identifiable, Hashable, Sendable {
    /// Stable for the product's whole life: selection follows it, not the row number.
    public let id: Int
    public var name: String
    public var price: Decimal

    public init(id: Int, name: String, price: Decimal) {
        self.id = id
        self.name = name
        self.price = price
    }
}

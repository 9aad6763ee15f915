import Foundation

/// A product in the shop. The price is an exact decimal: never a floating-point number, never a
/// pre-formatted string (formatting is presentation logic; see `PriceFormatter`).
public struct Product: Identifiable, Hashable, Sendable {
    /// Stable for the product's whole life: selection follows it, not the row number.
    public let id: Int
    public var name: String
    public var price: Decimal

    /// The prices a script or a catalog file may set: from 0 to 999999.99, what the shop list's
    /// price column is laid out for. (The store itself refuses only negative prices.)
    public static let priceRange = Decimal(0)...(Decimal(99_999_999) / 100)

    public init(id: Int, name: String, price: Decimal) {
        self.id = id
        self.name = name
        self.price = price
    }
}

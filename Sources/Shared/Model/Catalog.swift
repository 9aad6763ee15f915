import Foundation

/// What a catalog service delivers: the products and the app, and perhaps the profile.
public struct Catalog: Hashable, Sendable {
    public var products: [Product]
    public var app: AppInfo
    /// The profile, when the catalog carries one; nil leaves the store's profile as it is.
    public var person: Person?

    public init(products: [Product], app: AppInfo, person: Person? = nil) {
        self.products = products
        self.app = app
        self.person = person
    }

    /// The built-in catalog: 20 products, ids 0–19, named "Product 1" … "Product 20" after the
    /// row that shows each (rows count from 1, as every command does), priced ¥19.00, ¥19.10 …
    /// ¥20.90, and the app "QQ" with the image "QQ".
    public static let builtIn = generated(count: 20)

    /// `count` products with ids from 0, named "Product 1", "Product 2", … (the product with id 0
    /// shows in row 1), priced from ¥19.00 in steps of ¥0.10,
    /// with the built-in app. `generated(count: 1_000_000)` is the large catalog of the tests
    /// and benchmarks.
    public static func generated(count: Int) -> Catalog {
        let products = (0..<max(0, count)).map { id in
            // 190 + id tenths: ¥19.00, ¥19.10, … (exact, and far cheaper than dividing)
            Product(
                id: id, name: "Product \(id + 1)",
                price: Decimal(sign: .plus, exponent: -1, significand: Decimal(190 + id)))
        }
        return Catalog(products: products, app: AppInfo(name: "QQ", imageName: "QQ"))
    }
}

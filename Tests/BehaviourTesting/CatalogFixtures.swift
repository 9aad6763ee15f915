import Model

/// Three products, priced ¥19.00, ¥19.10 and ¥19.20, and the app "QQ".
public func threeProducts() -> Catalog {
    Catalog(products: Array(Catalog.builtIn.products.prefix(3)), app: Catalog.builtIn.app)
}

/// No products, and the app "QQ".
public func noProducts() -> Catalog {
    Catalog(products: [], app: Catalog.builtIn.app)
}

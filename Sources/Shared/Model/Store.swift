import Foundation

/// Owns the current products, app and profile, and tells observers when they change.
///
/// Every pattern reads from the same store and every change, whether from the user's world
/// (a rename on the server) or from a load, goes through it. On Linux there is no KVO, so
/// observers register a closure and keep the returned token.
@MainActor
public final class Store {
    public private(set) var products: [Product] = []
    public private(set) var app: AppInfo?
    /// The user's profile: the built-in one until a catalog carrying one is loaded or it is
    /// changed. Always valid: both names non-empty, the e-mail valid.
    public private(set) var person = Person.builtIn
    /// The id the next added product gets: one more than the largest id since the last load,
    /// so a removed product's id is not handed out again.
    public private(set) var nextProductID = 0

    private var indexByID: [Int: Int] = [:]
    private var observers: [Int: @MainActor (StoreChange) -> Void] = [:]
    private var nextObserverKey = 0

    public init(catalog: Catalog? = nil) {
        if let catalog { apply(catalog) }
    }

    // MARK: - Reading

    public func product(withID id: Int) -> Product? {
        indexByID[id].map { products[$0] }
    }

    /// Where the product with `id` stands in `products`, in constant time.
    public func index(ofProductWithID id: Int) -> Int? {
        indexByID[id]
    }

    // MARK: - Changing

    /// Replaces everything with a freshly loaded catalog.
    public func replaceCatalog(_ catalog: Catalog) {
        apply(catalog)
        notify(.catalogReplaced)
    }

    public func renameProduct(id: Int, to name: String) throws(StoreError) {
        guard !name.isEmpty else { throw .emptyName }
        let index = try position(of: id)
        products[index].name = name
        notify(.productUpdated(id: id))
    }

    public func setPrice(ofProduct id: Int, to price: Decimal) throws(StoreError) {
        guard price >= 0 else { throw .negativePrice }
        let index = try position(of: id)
        products[index].price = price
        notify(.productUpdated(id: id))
    }

    /// Adds a product at the end with the next free id, and returns it.
    @discardableResult
    public func addProduct(name: String, price: Decimal) throws(StoreError) -> Product {
        guard !name.isEmpty else { throw .emptyName }
        guard price >= 0 else { throw .negativePrice }
        let product = Product(id: nextProductID, name: name, price: price)
        nextProductID += 1
        indexByID[product.id] = products.count
        products.append(product)
        notify(.productAdded(id: product.id))
        return product
    }

    public func removeProduct(id: Int) throws(StoreError) {
        let index = try position(of: id)
        products.remove(at: index)
        indexByID[id] = nil
        for later in index..<products.count { indexByID[products[later].id] = later }
        notify(.productRemoved(id: id))
    }

    public func renameApp(to name: String) throws(StoreError) {
        guard !name.isEmpty else { throw .emptyName }
        guard app != nil else { throw .noApp }
        app?.name = name
        notify(.appUpdated)
    }

    public func setAppImage(named imageName: String) throws(StoreError) {
        guard !imageName.isEmpty else { throw .emptyName }
        guard app != nil else { throw .noApp }
        app?.imageName = imageName
        notify(.appUpdated)
    }

    /// Replaces the profile (a save, or the server); refuses an empty name or an invalid
    /// e-mail. Observers hear `.personUpdated` when anything changed.
    public func updatePerson(_ person: Person) throws(StoreError) {
        if let problem = person.problem { throw problem }
        guard person != self.person else { return }
        self.person = person
        notify(.personUpdated)
    }

    // MARK: - Observing

    /// Calls `handler` after every change until the returned token is cancelled or released.
    public func observe(
        _ handler: @escaping @MainActor (StoreChange) -> Void
    ) -> ObservationToken {
        let key = nextObserverKey
        nextObserverKey += 1
        observers[key] = handler
        return ObservationToken { [weak self] in self?.observers[key] = nil }
    }

    /// How many observers are registered; zero once every screen is gone.
    public var observerCount: Int { observers.count }

    // MARK: - Private

    private func apply(_ catalog: Catalog) {
        products = catalog.products
        app = catalog.app
        if let person = catalog.person { self.person = person }
        indexByID = Dictionary(
            catalog.products.enumerated().map { ($1.id, $0) },
            uniquingKeysWith: { first, _ in first })
        nextProductID = (catalog.products.map(\.id).max() ?? -1) + 1
    }

    private func position(of id: Int) throws(StoreError) -> Int {
        guard let index = indexByID[id] else { throw .unknownProduct(id: id) }
        return index
    }

    private func notify(_ change: StoreChange) {
        for key in observers.keys.sorted() {
            observers[key]?(change)
        }
    }
}

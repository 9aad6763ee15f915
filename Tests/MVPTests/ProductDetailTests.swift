import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the shop list's presenter makes the detail's presenter and asks its view to show it; the
/// detail's presenter is tested with a spy standing in for its view.
@MainActor
@Suite("MVP: product detail") struct ProductDetailTests {
    /// A store holding three products, and product 2's detail presenter with a spy for its view.
    static func shownDetail() -> (Store, ProductDetailPresenter, ProductDetailViewSpy) {
        let store = Store()
        store.replaceCatalog(threeProducts())
        let presenter = ProductDetailPresenter(store: store, productID: 1)
        let view = ProductDetailViewSpy()
        presenter.view = view
        presenter.viewDidLoad()
        return (store, presenter, view)
    }

    @Test func detailButtonOpensTheProductsDetail() async throws {
        let service = ControlledCatalogService()
        let list = ShopListViewSpy()
        let presenter = ShopListPresenter(store: Store(), service: service)
        presenter.view = list
        presenter.viewDidLoad()
        await service.succeed(with: threeProducts())

        presenter.detailButtonTapped(at: 1)

        #expect(
            list.detailsShown.count == 1, "a row's detail button asks for that product's detail")
        let detail = try #require(list.detailsShown.first)
        let view = ProductDetailViewSpy()
        detail.view = view
        detail.viewDidLoad()
        #expect(
            view.names.last == "Product 2" && view.prices.last == "¥19.10",
            "the detail shows the product's name and its price formatted")
    }

    @Test func saveRenamesTheProductAndClosesTheDetail() {
        let (store, presenter, view) = Self.shownDetail()
        presenter.nameChanged(to: "")
        #expect(view.canSave.last == false, "Save is disabled while the name is empty")
        presenter.nameChanged(to: "Tea")

        presenter.saveTapped()

        #expect(store.product(withID: 1)?.name == "Tea", "Save renames the product in the store")
        #expect(view.closed == 1, "after Save the detail is done")
    }

    @Test func aRemovedProductsDetailCannotBeSaved() throws {
        let (store, presenter, view) = Self.shownDetail()

        try withExtendedLifetime(presenter) { try store.removeProduct(id: 1) }  // the view holds it

        #expect(
            view.statuses.last == "This product was removed.",
            "the detail says its product was removed")
        #expect(view.canSave.last == false, "Save is disabled once the product is gone")
    }
}

/// Keeps everything the detail's presenter tells its view, oldest first.
@MainActor
final class ProductDetailViewSpy: ProductDetailView {
    private(set) var titles: [String] = []
    private(set) var names: [String] = []
    private(set) var prices: [String] = []
    private(set) var statuses: [String] = []
    private(set) var canSave: [Bool] = []
    private(set) var closed = 0

    func set(title: String) { titles.append(title) }
    func set(name: String) { names.append(name) }
    func set(price: String) { prices.append(price) }
    func set(status: String, canSave: Bool) {
        statuses.append(status)
        self.canSave.append(canSave)
    }
    func close() { closed += 1 }
}

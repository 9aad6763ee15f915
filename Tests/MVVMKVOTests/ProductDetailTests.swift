import BehaviourTesting
import Model
import Testing

@testable import MVVMKVO

/// MVVM (KVO): the view models are tested alone: the shop list's view model exposes the detail
/// to show, and the detail's view model exposes what its view shows and when it is done.
@MainActor
@Suite("MVVM (KVO): product detail") struct ProductDetailTests {
    /// A store holding three products, and product 2's detail view model, loaded.
    static func shownDetail() -> (Store, ProductDetailViewModel) {
        let store = Store()
        store.replaceCatalog(threeProducts())
        let viewModel = ProductDetailViewModel(store: store, productID: 1)
        viewModel.viewDidLoad()
        return (store, viewModel)
    }

    @Test func detailButtonOpensTheProductsDetail() async throws {
        let service = ControlledCatalogService()
        let list = ShopListViewModel(store: Store(), service: service)
        list.viewDidLoad()
        await service.succeed(with: threeProducts())

        list.detailButtonTapped(at: 1)

        #expect(list.detailToShow != nil, "a row's detail button asks for that product's detail")
        let detail = try #require(list.detailToShow)
        detail.viewDidLoad()
        #expect(
            detail.nameText == "Product 2" && detail.price == "¥19.10",
            "the detail shows the product's name and its price formatted")
    }

    @Test func saveRenamesTheProductAndClosesTheDetail() {
        let (store, viewModel) = Self.shownDetail()
        viewModel.nameChanged("")
        #expect(!viewModel.saveIsEnabled, "Save is disabled while the name is empty")
        viewModel.nameChanged("Tea")

        viewModel.saveTapped()

        #expect(store.product(withID: 1)?.name == "Tea", "Save renames the product in the store")
        #expect(viewModel.isDone, "after Save the detail is done")
    }

    @Test func aRemovedProductsDetailCannotBeSaved() throws {
        let (store, viewModel) = Self.shownDetail()

        try store.removeProduct(id: 1)

        #expect(
            viewModel.status == "This product was removed.",
            "the detail says its product was removed")
        #expect(!viewModel.saveIsEnabled, "Save is disabled once the product is gone")
    }
}

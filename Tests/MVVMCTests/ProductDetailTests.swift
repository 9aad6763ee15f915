import BehaviourTesting
import Model
import Testing

@testable import MVVMC

/// MVVM-C: the view models are tested alone, their coordinator's callbacks stood in for by
/// closures: the shop list's view model asks for a product's detail, and the detail's view model
/// exposes what its view shows and says when it is done.
@MainActor
@Suite("MVVM-C: product detail") struct ProductDetailTests {
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
        let store = Store()
        let list = ShopListViewModel(store: store, service: service)
        list.viewDidLoad()
        await service.succeed(with: threeProducts())

        var asked: Int?
        list.showDetail = { asked = $0 }

        list.detailButtonTapped(at: 1)

        #expect(asked == 1, "a row's detail button asks for that product's detail")
        let detail = ProductDetailViewModel(store: store, productID: try #require(asked))
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
        var finished = false
        viewModel.finished = { finished = true }

        viewModel.saveTapped()

        #expect(store.product(withID: 1)?.name == "Tea", "Save renames the product in the store")
        #expect(finished, "after Save the detail is done")
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

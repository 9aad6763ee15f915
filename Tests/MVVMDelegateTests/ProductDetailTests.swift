import BehaviourTesting
import Model
import Testing

@testable import MVVMDelegate

/// MVVM (delegate): the view models are tested with spies standing in for their views as their
/// delegates: the shop list's view model asks its delegate to show the detail, and the detail's
/// tells its delegate when its outputs change and when it is done.
@MainActor
@Suite("MVVM (delegate): product detail") struct ProductDetailTests {
    /// A store holding three products, and product 2's detail view model with a spy as its
    /// delegate, loaded.
    static func shownDetail() -> (Store, ProductDetailViewModel, ProductDetailDelegateSpy) {
        let store = Store()
        store.replaceCatalog(threeProducts())
        let viewModel = ProductDetailViewModel(store: store, productID: 1)
        let spy = ProductDetailDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        return (store, viewModel, spy)
    }

    @Test func detailButtonOpensTheProductsDetail() async throws {
        let service = ControlledCatalogService()
        let list = ShopListViewModel(store: Store(), service: service)
        let listSpy = ShopListDelegateSpy(listeningTo: list)
        list.viewDidLoad()
        await service.succeed(with: threeProducts())

        list.detailButtonTapped(at: 1)

        #expect(
            listSpy.detailsShown.count == 1, "a row's detail button asks for that product's detail")
        let detail = try #require(listSpy.detailsShown.first)
        detail.viewDidLoad()
        #expect(
            detail.nameText == "Product 2" && detail.price == "¥19.10",
            "the detail shows the product's name and its price formatted")
    }

    @Test func saveRenamesTheProductAndClosesTheDetail() {
        let (store, viewModel, spy) = Self.shownDetail()
        viewModel.nameChanged("")
        #expect(spy.canSave.last == false, "Save is disabled while the name is empty")
        viewModel.nameChanged("Tea")

        viewModel.saveTapped()

        #expect(store.product(withID: 1)?.name == "Tea", "Save renames the product in the store")
        #expect(spy.finished == 1, "after Save the detail is done")
    }

    @Test func aRemovedProductsDetailCannotBeSaved() throws {
        let (store, _, spy) = Self.shownDetail()

        try store.removeProduct(id: 1)

        #expect(
            spy.statuses.last == "This product was removed.",
            "the detail says its product was removed")
        #expect(spy.canSave.last == false, "Save is disabled once the product is gone")
    }
}

/// Stands in for the detail's view as its view model's delegate: when told the outputs changed,
/// it reads them, as the view does, and keeps them, oldest first.
@MainActor
final class ProductDetailDelegateSpy: ProductDetailViewModelDelegate {
    private let viewModel: ProductDetailViewModel
    private(set) var statuses: [String] = []
    private(set) var canSave: [Bool] = []
    private(set) var finished = 0

    init(listeningTo viewModel: ProductDetailViewModel) {
        self.viewModel = viewModel
        viewModel.delegate = self
    }

    func productDetailDidChange() {
        statuses.append(viewModel.status)
        canSave.append(viewModel.saveIsEnabled)
    }
    func productDetailDidFinish() { finished += 1 }
}

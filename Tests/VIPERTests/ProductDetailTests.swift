import BehaviourTesting
import Model
import Testing
import TextUI

@testable import VIPER

/// VIPER: the shop list's presenter asks its router for the detail, and the router builds the
/// detail's module and pushes it, tested on a navigation controller as a UIKit test of a router
/// does (no window: the stack is read, not drawn). The detail's presenter is tested with a spy
/// for its view, a mock interactor and a spy for its router; its interactor over the store.
@MainActor
@Suite("VIPER: product detail") struct ProductDetailTests {
    /// Product 2's detail presenter over a mock interactor holding it, with spies for its view
    /// and router, its view loaded.
    static func shownDetail() -> (
        ProductDetailPresenter, ProductDetailInteractorMock, ProductDetailViewSpy,
        ProductDetailRouterSpy
    ) {
        let interactor = ProductDetailInteractorMock(product: threeProducts().products[1])
        let router = ProductDetailRouterSpy()
        let presenter = ProductDetailPresenter(interactor: interactor, router: router)
        let view = ProductDetailViewSpy()
        presenter.view = view
        presenter.viewDidLoad()
        return (presenter, interactor, view, router)
    }

    @Test func detailButtonOpensTheProductsDetail() throws {
        let interactor = ShopListInteractorMock()
        let listRouter = ShopListRouterSpy()
        let list = ShopListPresenter(interactor: interactor, router: listRouter)
        interactor.output = list
        list.viewDidLoad()
        interactor.answerLoad(with: threeProducts())

        list.detailButtonTapped(at: 1)

        #expect(
            listRouter.detailsShown == [1],
            "a row's detail button asks for that product's detail")

        let store = Store()
        store.replaceCatalog(threeProducts())
        let router = ShopListRouter(store: store)
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        router.viewController = root
        router.showDetail(ofProductWithID: 1)
        let detail = try #require(navigation.topViewController as? ProductDetailViewController)
        _ = detail.view  // loads it, as pushing it on screen would

        #expect(
            detail.nameField.text == "Product 2" && detail.priceLabel.text == "¥19.10",
            "the detail shows the product's name and its price formatted")
    }

    @Test func saveRenamesTheProductAndClosesTheDetail() {
        let (presenter, interactor, view, router) = Self.shownDetail()
        presenter.nameChanged(to: "")
        #expect(view.canSave.last == false, "Save is disabled while the name is empty")
        presenter.nameChanged(to: "Tea")

        presenter.saveTapped()
        let store = Store(catalog: threeProducts())
        let storeInteractor = ProductDetailInteractor(store: store, productID: 1)
        storeInteractor.renameProduct(to: interactor.renamedTo.last ?? "")  // what it was asked

        #expect(
            interactor.renamedTo == ["Tea"] && store.product(withID: 1)?.name == "Tea",
            "Save renames the product in the store")
        #expect(router.closed == 1, "after Save the detail is done")
    }

    @Test func aRemovedProductsDetailCannotBeSaved() throws {
        let store = Store(catalog: threeProducts())
        let storeInteractor = ProductDetailInteractor(store: store, productID: 1)
        let output = ProductDetailInteractorOutputSpy()
        storeInteractor.output = output
        storeInteractor.observeProduct()
        let (presenter, interactor, view, _) = Self.shownDetail()

        try store.removeProduct(id: 1)  // the interactor over the store tells its output
        interactor.product = nil  // and the mock tells the presenter the same
        presenter.productChanged()

        #expect(
            output.changes == 1 && storeInteractor.product == nil && interactor.observations == 1
                && view.statuses.last == "This product was removed.",
            "the detail says its product was removed")
        #expect(view.canSave.last == false, "Save is disabled once the product is gone")
    }
}

/// Keeps everything the detail's presenter tells its view, oldest first.
@MainActor
final class ProductDetailViewSpy: ProductDetailViewInput {
    private(set) var titles: [String] = []
    private(set) var names: [String] = []
    private(set) var prices: [String] = []
    private(set) var statuses: [String] = []
    private(set) var canSave: [Bool] = []

    func set(title: String) { titles.append(title) }
    func set(name: String) { names.append(name) }
    func set(price: String) { prices.append(price) }
    func set(status: String, canSave: Bool) {
        statuses.append(status)
        self.canSave.append(canSave)
    }
}

/// Stands in for the detail's interactor: the product a test gives it, and the names the
/// presenter asked it to rename the product to.
@MainActor
final class ProductDetailInteractorMock: ProductDetailInteractorInput {
    var product: Product?
    private(set) var observations = 0
    private(set) var renamedTo: [String] = []

    init(product: Product?) {
        self.product = product
    }

    func observeProduct() { observations += 1 }
    func renameProduct(to name: String) { renamedTo.append(name) }
}

/// Counts the times the detail's presenter asked its router to close the detail.
@MainActor
final class ProductDetailRouterSpy: ProductDetailRouterInput {
    private(set) var closed = 0

    func close() { closed += 1 }
}

/// Counts the changes the detail's interactor told its output of.
@MainActor
final class ProductDetailInteractorOutputSpy: ProductDetailInteractorOutput {
    private(set) var changes = 0

    func productChanged() { changes += 1 }
}

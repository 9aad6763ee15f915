import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the presenter is tested with a spy standing in for its view, through the view protocol:
/// events go in as the view would send them, and the spy records what the presenter told it.
@MainActor
@Suite("MVP: shop list", .countsViews) struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(
            store: Store(), service: StubCatalogService(threeProducts()))
        presenter.view = view
        presenter.viewDidLoad()
        await settle()
        let row = ProductRowSpy()
        presenter.configure(row, at: 1)
        #expect(row.name == "Product 2", "a row shows its product's name")
        #expect(row.price == "¥19.10", "a row shows its price formatted (¥19.10)")
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(
            store: Store(), service: StubCatalogService(threeProducts()))
        presenter.view = view
        presenter.viewDidLoad()
        await settle()
        presenter.rowSelected(at: 2)
        #expect(view.selectedRow == 2, "the selected row is marked")
        #expect(
            view.detail == "Selected: Product 3 · ¥19.20",
            "the detail line shows the selected product and its price")
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        let store = Store()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(
            store: store, service: StubCatalogService(threeProducts()))
        presenter.view = view
        presenter.viewDidLoad()
        await settle()
        presenter.rowSelected(at: 2)
        try store.renameProduct(id: 2, to: "Tea")
        try store.removeProduct(id: 0)
        #expect(view.selectedRow == 1, "the mark follows the product when rows move")
        #expect(
            view.detail == "Selected: Tea · ¥19.20", "the detail line shows the product's new name")
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(
            store: Store(),
            service: StubCatalogService(Catalog(products: [], app: Catalog.builtIn.app)))
        presenter.view = view
        presenter.viewDidLoad()
        await settle()
        #expect(view.title == "Shop · 0 items", "the title counts no items")
        #expect(view.message == "No products yet.", "the empty-state message shows")
        #expect(!view.showsProducts, "the table is hidden")
    }

    @Test func loadFailureThenRetry() async throws {
        let service = StubCatalogService(threeProducts())
        service.failing = true
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: Store(), service: service)
        presenter.view = view
        presenter.viewDidLoad()
        await settle()
        #expect(
            view.message == "Load failed: the service is down",
            "the failure message names the reason")
        #expect(view.hint == "Tap Reload to try again.", "a hint says how to retry")
        #expect(!view.showsProducts, "the table is hidden")
        service.failing = false
        presenter.reloadTapped()
        #expect(view.message == "Loading…", "the loading state shows while a reload waits")
        await settle()
        #expect(
            view.showsProducts && presenter.numberOfRows == 3,
            "the rows show once the retry succeeds")
    }

    @Test func aSupersededLoadChangesNothing() async throws {
        let service = ControlledCatalogService()
        service.expectLoads(2)
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: Store(), service: service)
        presenter.view = view
        presenter.viewDidLoad()
        await settle()
        presenter.reloadTapped()
        await settle()
        #expect(view.message == "Loading…", "the loading state shows while a reload waits")
        service.succeed(with: threeProducts(), request: 2)
        await settle()
        service.fail(request: 1)
        await settle()
        #expect(view.showsProducts, "an older load's late answer changes nothing")
        #expect(view.title == "Shop · 3 items", "the newest load's answer is what shows")
    }
}

/// Records what the presenter tells its view.
@MainActor
final class ShopListViewSpy: ShopListView {
    var title: String?
    /// The message shown instead of the list, and the hint under it; nil while the list shows.
    var message: String?
    var hint: String?
    var showsProducts = false
    var selectedRow: Int?
    var detail: String?
    /// The rows shown again, one by one, in order.
    var shownAgain: [Int] = []

    func set(title: String) { self.title = title }
    func showMessage(_ message: String, hint: String?) {
        self.message = message
        self.hint = hint
        showsProducts = false
    }
    func showProducts() {
        message = nil
        hint = nil
        showsProducts = true
    }
    func showProduct(at row: Int) { shownAgain.append(row) }
    func select(row: Int?) { selectedRow = row }
    func set(detail: String) { self.detail = detail }
}

/// Records what the presenter tells one row.
@MainActor
final class ProductRowSpy: ProductRowView {
    var name: String?
    var price: String?

    func set(name: String, price: String) {
        self.name = name
        self.price = price
    }
}

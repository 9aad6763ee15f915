import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the presenter is tested with a spy standing in for its view, through the view protocol:
/// events go in as the view would send them, and the spy records what the presenter told it.
@MainActor
@Suite struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        try await measure("MVP") { facts in
            let view = ShopListViewSpy()
            let presenter = ShopListPresenter(
                store: Store(), service: StubCatalogService(threeProducts()))
            presenter.view = view
            presenter.viewDidLoad()
            await settle()
            let row = ProductRowSpy()
            presenter.configure(row, at: 1)
            facts.check(.rowShowsName, row.name, equals: "Product 1")
            facts.check(.rowShowsPrice, row.price, equals: "¥19.10")
        }
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        try await measure("MVP") { facts in
            let view = ShopListViewSpy()
            let presenter = ShopListPresenter(
                store: Store(), service: StubCatalogService(threeProducts()))
            presenter.view = view
            presenter.viewDidLoad()
            await settle()
            presenter.rowSelected(at: 2)
            facts.check(.rowIsMarked, view.selectedRow, equals: 2)
            facts.check(.detailShowsProduct, view.detail, equals: "Selected: Product 2 · ¥19.20")
        }
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        try await measure("MVP") { facts in
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
            facts.check(.markFollowsProduct, view.selectedRow, equals: 1)
            facts.check(.detailShowsNewName, view.detail, equals: "Selected: Tea · ¥19.20")
        }
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        try await measure("MVP") { facts in
            let view = ShopListViewSpy()
            let presenter = ShopListPresenter(
                store: Store(),
                service: StubCatalogService(Catalog(products: [], app: Catalog.builtIn.app)))
            presenter.view = view
            presenter.viewDidLoad()
            await settle()
            facts.check(.titleCountsNone, view.title, equals: "Shop · 0 items")
            facts.check(.emptyMessage, view.message, equals: "No products yet.")
            facts.check(.tableHidden, view.showsProducts, equals: false)
        }
    }

    @Test func loadFailureThenRetry() async throws {
        try await measure("MVP") { facts in
            let service = StubCatalogService(threeProducts())
            service.failing = true
            let view = ShopListViewSpy()
            let presenter = ShopListPresenter(store: Store(), service: service)
            presenter.view = view
            presenter.viewDidLoad()
            await settle()
            facts.check(.failureMessage, view.message, equals: "Load failed: the service is down")
            facts.check(.retryHint, view.hint, equals: "Tap Reload to try again.")
            facts.check(.tableHidden, view.showsProducts, equals: false)
            service.failing = false
            presenter.reloadTapped()
            facts.check(.loadingWhileRetrying, view.message, equals: "Loading…")
            await settle()
            facts.check(.rowsAfterRetry, presenter.numberOfRows, equals: 3)
        }
    }

    @Test func aSupersededLoadChangesNothing() async throws {
        try await measure("MVP") { facts in
            let service = ControlledCatalogService()
            service.expectLoads(2)
            let view = ShopListViewSpy()
            let presenter = ShopListPresenter(store: Store(), service: service)
            presenter.view = view
            presenter.viewDidLoad()
            await settle()
            presenter.reloadTapped()
            await settle()
            facts.check(.loadingWhileRetrying, view.message, equals: "Loading…")
            service.succeed(with: threeProducts(), request: 2)
            await settle()
            service.fail(request: 1)
            await settle()
            facts.check(.olderAnswerIgnored, view.showsProducts, equals: true)
            facts.check(.newestAnswerShown, view.title, equals: "Shop · 3 items")
        }
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

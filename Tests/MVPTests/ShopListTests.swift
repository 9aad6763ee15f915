import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the presenter is tested with a spy standing in for its view, through the view protocol.
@MainActor
@Suite struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        try await measure("MVP") {
            let presenter = ShopListPresenter(
                store: Store(), service: StubCatalogService(threeProducts()))
            presenter.viewDidLoad()
            await settle()
            let row = ProductRowSpy()
            presenter.configure(row, at: 1)
            #expect(row.price == "¥19.10")
        }
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        try await measure("MVP") {
            let view = ShopListViewSpy()
            let presenter = ShopListPresenter(
                store: Store(), service: StubCatalogService(threeProducts()))
            presenter.view = view
            presenter.viewDidLoad()
            await settle()
            presenter.rowSelected(at: 2)
            #expect(view.detail == "Selected: Product 2 · ¥19.20")
        }
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        try await measure("MVP") {
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
            #expect(view.selectedRow == 1)
            #expect(view.detail == "Selected: Tea · ¥19.20")
        }
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        try await measure("MVP") {
            let view = ShopListViewSpy()
            let presenter = ShopListPresenter(
                store: Store(),
                service: StubCatalogService(Catalog(products: [], app: Catalog.builtIn.app)))
            presenter.view = view
            presenter.viewDidLoad()
            await settle()
            #expect(view.message == "No products yet.")
        }
    }

    @Test func loadFailureThenRetry() async throws {
        try await measure("MVP") {
            let service = StubCatalogService(threeProducts())
            service.failing = true
            let view = ShopListViewSpy()
            let presenter = ShopListPresenter(store: Store(), service: service)
            presenter.view = view
            presenter.viewDidLoad()
            await settle()
            #expect(view.message == "Load failed: the service is down")
            service.failing = false
            presenter.reloadTapped()
            await settle()
            #expect(view.title == "Shop · 3 items")
        }
    }
}

/// Records what the presenter tells its view.
@MainActor
final class ShopListViewSpy: ShopListView {
    var title: String?
    var message: String?
    var selectedRow: Int?
    var detail: String?

    func set(title: String) { self.title = title }
    func showMessage(_ message: String, hint: String?) { self.message = message }
    func showProducts(selectedRow: Int?) {
        message = nil
        self.selectedRow = selectedRow
    }
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

import BehaviourTesting
import Model
import Testing

@testable import MVC

/// MVC: the logic lives in the controller, so every test builds the controller, loads its view
/// and reads the result back out of the views it pushed values into.
@MainActor
@Suite struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        try await measure("MVC") {
            let store = Store()
            let controller = ShopListViewController(
                store: store, service: StubCatalogService(threeProducts()), visibleRows: 10)
            _ = controller.view
            await settle()
            controller.view.layoutIfNeeded()  // the table asks for its cells in the layout pass
            #expect(controller.tableView.cellForRow(at: 1)?.detailTextLabel.text == "¥19.10")
        }
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        try await measure("MVC") {
            let store = Store()
            let controller = ShopListViewController(
                store: store, service: StubCatalogService(threeProducts()), visibleRows: 10)
            _ = controller.view
            await settle()
            controller.tableView(controller.tableView, didSelectRowAt: 2)
            #expect(controller.detailLabel.text == "Selected: Product 2 · ¥19.20")
        }
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        try await measure("MVC") {
            let store = Store()
            let controller = ShopListViewController(
                store: store, service: StubCatalogService(threeProducts()), visibleRows: 10)
            _ = controller.view
            await settle()
            controller.tableView(controller.tableView, didSelectRowAt: 2)
            try store.renameProduct(id: 2, to: "Tea")
            try store.removeProduct(id: 0)
            #expect(controller.tableView.selectedRow == 1)
            #expect(controller.detailLabel.text == "Selected: Tea · ¥19.20")
        }
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        try await measure("MVC") {
            let controller = ShopListViewController(
                store: Store(),
                service: StubCatalogService(Catalog(products: [], app: Catalog.builtIn.app)),
                visibleRows: 10)
            _ = controller.view
            await settle()
            #expect(controller.messageLabel.text == "No products yet.")
            #expect(controller.tableView.isHidden)
        }
    }

    @Test func loadFailureThenRetry() async throws {
        try await measure("MVC") {
            let service = StubCatalogService(threeProducts())
            service.failing = true
            let controller = ShopListViewController(
                store: Store(), service: service, visibleRows: 10)
            _ = controller.view
            await settle()
            #expect(controller.messageLabel.text == "Load failed: the service is down")
            service.failing = false
            _ = controller.navigationItem.rightButton?.handleTap()
            await settle()
            #expect(controller.title == "Shop · 3 items")
        }
    }
}

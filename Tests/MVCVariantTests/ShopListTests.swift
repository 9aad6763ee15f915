import BehaviourTesting
import Foundation
import Model
import Testing

@testable import MVCVariant

/// MVC variant: a cell or the detail view can be tested alone, by handing it a model; the rest
/// still needs the controller and its views.
@MainActor
@Suite struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        try await measure("MVCVariant") {
            let cell = ProductCell()
            cell.product = Product(id: 1, name: "Tea", price: Decimal(string: "19.1")!)
            #expect(cell.detailTextLabel.text == "¥19.10")
        }
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        try await measure("MVCVariant") {
            let controller = ShopListViewController(
                store: Store(), service: StubCatalogService(threeProducts()), visibleRows: 10)
            _ = controller.view
            await settle()
            controller.tableView(controller.tableView, didSelectRowAt: 2)
            #expect(renderedText(of: controller.detailView) == "Selected: Product 2 · ¥19.20")
        }
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        try await measure("MVCVariant") {
            let store = Store()
            let controller = ShopListViewController(
                store: store, service: StubCatalogService(threeProducts()), visibleRows: 10)
            _ = controller.view
            await settle()
            controller.tableView(controller.tableView, didSelectRowAt: 2)
            try store.renameProduct(id: 2, to: "Tea")
            try store.removeProduct(id: 0)
            #expect(controller.tableView.selectedRow == 1)
            #expect(renderedText(of: controller.detailView) == "Selected: Tea · ¥19.20")
        }
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        try await measure("MVCVariant") {
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
        try await measure("MVCVariant") {
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

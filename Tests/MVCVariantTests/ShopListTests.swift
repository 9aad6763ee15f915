import BehaviourTesting
import Model
import Testing

@testable import MVCVariant

/// MVC variant: a cell or the detail view can be tested alone, by handing it a model; the rest
/// still needs the controller and its views, touched as a user would, read as they show.
@MainActor
@Suite struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        try await measure("MVCVariant") { facts in
            let cell = ProductCell()  // a cell that owns its model can be tested alone
            cell.product = threeProducts().products[1]
            facts.check(.rowShowsName, cell.textLabel.text, equals: "Product 1")
            facts.check(.rowShowsPrice, cell.detailTextLabel.text, equals: "¥19.10")
        }
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        try await measure("MVCVariant") { facts in
            let controller = ShopListViewController(
                store: Store(), service: StubCatalogService(threeProducts()), visibleRows: 10)
            _ = controller.view
            await settle()
            controller.view.layoutIfNeeded()  // the table asks for its cells in the layout pass
            try controller.tableView.touch(row: 2)
            facts.check(.rowIsMarked, controller.tableView.selectedRow, equals: 2)
            facts.check(
                .detailShowsProduct, renderedLines(of: controller.detailView),
                equals: ["Selected: Product 2 · ¥19.20"])
        }
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        try await measure("MVCVariant") { facts in
            let controller = ShopListViewController(
                store: Store(), service: StubCatalogService(threeProducts()), visibleRows: 10)
            _ = controller.view
            await settle()
            controller.view.layoutIfNeeded()  // the table asks for its cells in the layout pass
            try controller.tableView.touch(row: 2)
            try controller.store.renameProduct(id: 2, to: "Tea")
            try controller.store.removeProduct(id: 0)
            facts.check(.markFollowsProduct, controller.tableView.selectedRow, equals: 1)
            facts.check(
                .detailShowsNewName, renderedLines(of: controller.detailView),
                equals: ["Selected: Tea · ¥19.20"])
        }
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        try await measure("MVCVariant") { facts in
            let controller = ShopListViewController(
                store: Store(),
                service: StubCatalogService(Catalog(products: [], app: Catalog.builtIn.app)),
                visibleRows: 10)
            _ = controller.view
            await settle()
            controller.view.layoutIfNeeded()  // the table asks for its cells in the layout pass
            facts.check(.titleCountsNone, controller.title, equals: "Shop · 0 items")
            facts.check(.emptyMessage, controller.messageLabel.text, equals: "No products yet.")
            facts.check(.tableHidden, controller.tableView.isHidden, equals: true)
        }
    }

    @Test func loadFailureThenRetry() async throws {
        try await measure("MVCVariant") { facts in
            let service = StubCatalogService(threeProducts())
            service.failing = true
            let controller = ShopListViewController(
                store: Store(), service: service, visibleRows: 10)
            _ = controller.view
            await settle()
            facts.check(
                .failureMessage, controller.messageLabel.text,
                equals: "Load failed: the service is down")
            facts.check(
                .retryHint, renderedLines(of: controller.detailView),
                equals: ["Tap Reload to try again."])
            facts.check(.tableHidden, controller.tableView.isHidden, equals: true)
            service.failing = false
            _ = controller.navigationItem.rightButton?.handleTap()
            facts.check(.loadingWhileRetrying, controller.messageLabel.text, equals: "Loading…")
            await settle()
            controller.view.layoutIfNeeded()
            facts.check(.rowsAfterRetry, controller.tableView.numberOfRows, equals: 3)
        }
    }

    @Test func aSupersededLoadChangesNothing() async throws {
        try await measure("MVCVariant") { facts in
            let service = ControlledCatalogService()
            service.expectLoads(2)
            let controller = ShopListViewController(
                store: Store(), service: service, visibleRows: 10)
            _ = controller.view
            await settle()
            _ = controller.navigationItem.rightButton?.handleTap()
            await settle()
            facts.check(.loadingWhileRetrying, controller.messageLabel.text, equals: "Loading…")
            service.succeed(with: threeProducts(), request: 2)
            await settle()
            service.fail(request: 1)
            await settle()
            facts.check(.olderAnswerIgnored, controller.messageLabel.isHidden, equals: true)
            facts.check(.newestAnswerShown, controller.title, equals: "Shop · 3 items")
        }
    }
}

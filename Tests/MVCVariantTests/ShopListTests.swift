import BehaviourTesting
import Model
import Testing
import TextUI

@testable import MVCVariant

/// MVC variant: a cell can be tested alone, by handing it a model; the rest still needs the
/// controller and its views: a test loads its view, answers its load, calls its table's delegate
/// as UIKit would, and reads the views.
@MainActor
@Suite("MVC variant: shop list") struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        let cell = ProductCell(style: .default, reuseIdentifier: ProductCell.reuseIdentifier)

        cell.product = threeProducts().products[1]

        #expect(cell.listContent?.text == "Product 2", "a row shows its product's name")
        #expect(
            cell.listContent?.secondaryText == "¥19.10", "a row shows its price formatted (¥19.10)")
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        let service = ControlledCatalogService()
        let controller = ShopListViewController(store: Store(), service: service)
        _ = controller.view
        await service.succeed(with: threeProducts())
        controller.view.layoutIfNeeded()

        controller.touchRow(2)

        #expect(
            controller.tableView.indexPathForSelectedRow?.row == 2, "the selected row is marked")
        #expect(
            controller.detailView.label.text == "Selected: Product 3 · ¥19.20",
            "the detail line shows the selected product and its price")
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let controller = ShopListViewController(store: store, service: service)
        _ = controller.view
        await service.succeed(with: threeProducts())
        controller.view.layoutIfNeeded()
        controller.touchRow(2)

        try store.renameProduct(id: 2, to: "Tea")
        try store.removeProduct(id: 0)

        #expect(
            controller.tableView.indexPathForSelectedRow?.row == 1,
            "the mark follows the product when rows move")
        #expect(
            controller.detailView.label.text == "Selected: Tea · ¥19.20",
            "the detail line shows the product's new name")
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        let service = ControlledCatalogService()
        let controller = ShopListViewController(store: Store(), service: service)
        _ = controller.view

        await service.succeed(with: noProducts())

        #expect(controller.title == "Shop · 0 items", "the title counts no items")
        #expect(controller.messageLabel.text == "No products yet.", "the empty-state message shows")
        #expect(controller.tableView.isHidden, "the table is hidden")
    }

    @Test func loadFailureThenRetry() async throws {
        let service = ControlledCatalogService()
        let controller = ShopListViewController(store: Store(), service: service)
        _ = controller.view

        await service.fail()

        #expect(
            controller.messageLabel.text == "Load failed: the service is down",
            "the failure message names the reason")
        #expect(
            controller.detailView.label.text == "Tap Reload to try again.",
            "a hint says how to retry")
        #expect(controller.tableView.isHidden, "the table is hidden")

        controller.reloadTapped()

        #expect(
            controller.messageLabel.text == "Loading…",
            "the loading state shows while a reload waits")

        await service.succeed(with: threeProducts())
        controller.view.layoutIfNeeded()

        #expect(
            !controller.tableView.isHidden && controller.tableView.numberOfRows(inSection: 0) == 3,
            "the rows show once the retry succeeds")
    }

    @Test func loadingShowsUntilTheServiceAnswers() async throws {
        let service = ControlledCatalogService()
        let controller = ShopListViewController(store: Store(), service: service)

        _ = controller.view  // the first load

        #expect(
            controller.messageLabel.text == "Loading…",
            "until the first load answers, the screen shows \"Loading…\"")
        #expect(controller.title == "Shop", "while loading, the title counts nothing")
        #expect(controller.tableView.isHidden, "while loading, the table is hidden")

        await service.succeed(with: threeProducts())  // answers the load the test left waiting
    }

    @Test func addingAndRemovingUpdateTheRowsAndCount() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let controller = ShopListViewController(store: store, service: service)
        _ = controller.view
        await service.succeed(with: threeProducts())

        try store.removeProduct(id: 0)
        try store.removeProduct(id: 1)
        controller.view.layoutIfNeeded()
        let left = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))

        #expect(
            controller.tableView.numberOfRows(inSection: 0) == 1
                && left?.listContent?.text == "Product 3",
            "removing products leaves their rows out")
        #expect(controller.title == "Shop · 1 item", "one product left reads \"Shop · 1 item\"")

        let tea = try store.addProduct(name: "Tea", price: 3)
        controller.view.layoutIfNeeded()
        let added = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))

        #expect(added?.listContent?.text == "Tea", "an added product's row shows at the end")
        #expect(controller.title == "Shop · 2 items", "the title counts the added product")

        try store.removeProduct(id: 2)
        try store.removeProduct(id: tea.id)

        #expect(
            controller.messageLabel.text == "No products yet." && controller.tableView.isHidden,
            "removing the last product shows the empty state")
    }

    @Test func aChangedProductUpdatesItsRow() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let controller = ShopListViewController(store: store, service: service)
        _ = controller.view
        await service.succeed(with: threeProducts())
        controller.view.layoutIfNeeded()

        try store.renameProduct(id: 1, to: "Tea")
        try store.setPrice(ofProduct: 1, to: 7)
        controller.view.layoutIfNeeded()  // the table shows changed rows in the layout pass
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))

        #expect(cell?.listContent?.text == "Tea", "a renamed product's row shows its new name")
        #expect(
            cell?.listContent?.secondaryText == "¥7.00",
            "a repriced product's row shows its new price, formatted")
    }

    @Test func aSelectionDoesNotOutliveItsRemovedProduct() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let controller = ShopListViewController(store: store, service: service)
        _ = controller.view
        await service.succeed(with: threeProducts())
        controller.view.layoutIfNeeded()
        controller.touchRow(1)

        try store.removeProduct(id: 1)

        #expect(
            controller.tableView.indexPathForSelectedRow == nil,
            "removing the selected product clears the mark")
        #expect(
            controller.detailView.label.text == "Tap a row to see its details.",
            "removing the selected product clears the detail line")

        controller.reloadTapped()
        await service.succeed(with: threeProducts())  // the removed product comes back

        #expect(
            controller.tableView.indexPathForSelectedRow == nil
                && controller.detailView.label.text == "Tap a row to see its details.",
            "the product coming back in a reload is not selected")
    }

    @Test func anOlderLoadAnsweringFirstChangesNothing() async throws {
        let service = ControlledCatalogService()
        let controller = ShopListViewController(store: Store(), service: service)
        _ = controller.view  // the first load
        controller.reloadTapped()

        await service.succeed(with: threeProducts(), request: 1)

        #expect(
            controller.messageLabel.text == "Loading…" && controller.tableView.isHidden,
            "an older load's early answer changes nothing while the newest waits")

        await service.fail(request: 1)

        #expect(
            controller.messageLabel.text == "Load failed: the service is down",
            "the newest load decides, even by failing")
    }

    @Test func aSupersededLoadChangesNothing() async throws {
        let service = ControlledCatalogService()
        let controller = ShopListViewController(store: Store(), service: service)
        _ = controller.view  // the first load

        controller.reloadTapped()

        #expect(
            controller.messageLabel.text == "Loading…",
            "the loading state shows while a reload waits")

        await service.succeed(with: threeProducts(), request: 2)
        await service.fail(request: 1)

        #expect(controller.messageLabel.isHidden, "an older load's late answer changes nothing")
        #expect(controller.title == "Shop · 3 items", "the newest load's answer is what shows")
    }
}

extension TableViewCell {
    /// The list configuration the cell shows, as a UIKit test reads it.
    fileprivate var listContent: ListContentConfiguration? {
        contentConfiguration as? ListContentConfiguration
    }
}

extension ShopListViewController {
    /// A user's touch on `row`, as a UIKit test makes it: the table selects the row, then tells
    /// its delegate.
    fileprivate func touchRow(_ row: Int) {
        let indexPath = IndexPath(row: row, section: 0)
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        tableView(tableView, didSelectRowAt: indexPath)
    }
}

import BehaviourTesting
import Model
import Testing

@testable import MVVMC

/// MVVM-C: the view model is tested alone, through its intents and its display-ready outputs.
@MainActor
@Suite("MVVM-C: shop list") struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())

        let row = viewModel.row(at: 1)

        #expect(row.name == "Product 2", "a row shows its product's name")
        #expect(row.price == "¥19.10", "a row shows its price formatted (¥19.10)")
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())

        viewModel.rowSelected(at: 2)

        #expect(viewModel.screen.selectedRow == 2, "the selected row is marked")
        #expect(
            viewModel.screen.detail == "Selected: Product 3 · ¥19.20",
            "the detail line shows the selected product and its price")
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: store, service: service)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())
        viewModel.rowSelected(at: 2)

        try store.renameProduct(id: 2, to: "Tea")
        try store.removeProduct(id: 0)

        #expect(viewModel.screen.selectedRow == 1, "the mark follows the product when rows move")
        #expect(
            viewModel.screen.detail == "Selected: Tea · ¥19.20",
            "the detail line shows the product's new name")
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        viewModel.viewDidLoad()

        await service.succeed(with: noProducts())

        #expect(viewModel.screen.title == "Shop · 0 items", "the title counts no items")
        #expect(
            viewModel.screen.content.message == "No products yet.", "the empty-state message shows")
        #expect(viewModel.screen.content != .products, "the table is hidden")
    }

    @Test func loadFailureThenRetry() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        viewModel.viewDidLoad()

        await service.fail()

        #expect(
            viewModel.screen.content.message == "Load failed: the service is down",
            "the failure message names the reason")
        #expect(
            viewModel.screen.content.hint == "Tap Reload to try again.", "a hint says how to retry")
        #expect(viewModel.screen.content != .products, "the table is hidden")

        viewModel.reloadTapped()

        #expect(
            viewModel.screen.content.message == "Loading…",
            "the loading state shows while a reload waits")

        await service.succeed(with: threeProducts())

        #expect(
            viewModel.screen.content == .products && viewModel.list.count == 3,
            "the rows show once the retry succeeds")
    }

    @Test func loadingShowsUntilTheServiceAnswers() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)

        viewModel.viewDidLoad()  // the first load

        #expect(
            viewModel.screen.content.message == "Loading…",
            "until the first load answers, the screen shows \"Loading…\"")
        #expect(viewModel.screen.title == "Shop", "while loading, the title counts nothing")
        #expect(viewModel.screen.content != .products, "while loading, the table is hidden")

        await service.succeed(with: threeProducts())  // answers the load the test left waiting
    }

    @Test func addingAndRemovingUpdateTheRowsAndCount() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: store, service: service)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())

        try store.removeProduct(id: 0)
        try store.removeProduct(id: 1)

        #expect(
            viewModel.list.count == 1 && viewModel.row(at: 0).name == "Product 3",
            "removing products leaves their rows out")
        #expect(
            viewModel.screen.title == "Shop · 1 item", "one product left reads \"Shop · 1 item\"")

        let tea = try store.addProduct(name: "Tea", price: 3)

        #expect(
            viewModel.list.count == 2 && viewModel.row(at: 1).name == "Tea",
            "an added product's row shows at the end")
        #expect(viewModel.screen.title == "Shop · 2 items", "the title counts the added product")

        try store.removeProduct(id: 2)
        try store.removeProduct(id: tea.id)

        #expect(
            viewModel.screen.content == .message("No products yet.", hint: nil),
            "removing the last product shows the empty state")
    }

    @Test func aChangedProductUpdatesItsRow() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: store, service: service)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())
        let row = viewModel.row(at: 1)  // as the cell showing it keeps it

        try store.renameProduct(id: 1, to: "Tea")

        #expect(row.name == "Tea", "a renamed product's row shows its new name")

        try store.setPrice(ofProduct: 1, to: 7)

        #expect(row.price == "¥7.00", "a repriced product's row shows its new price, formatted")
    }

    @Test func aSelectionDoesNotOutliveItsRemovedProduct() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: store, service: service)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())
        viewModel.rowSelected(at: 1)

        try store.removeProduct(id: 1)

        #expect(
            viewModel.screen.selectedRow == nil, "removing the selected product clears the mark")
        #expect(
            viewModel.screen.detail == "Tap a row to see its details.",
            "removing the selected product clears the detail line")

        viewModel.reloadTapped()
        await service.succeed(with: threeProducts())  // the removed product comes back

        #expect(
            viewModel.screen.selectedRow == nil
                && viewModel.screen.detail == "Tap a row to see its details.",
            "the product coming back in a reload is not selected")
    }

    @Test func anOlderLoadAnsweringFirstChangesNothing() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        viewModel.viewDidLoad()  // the first load
        viewModel.reloadTapped()

        await service.succeed(with: threeProducts(), request: 1)

        #expect(
            viewModel.screen.content.message == "Loading…",
            "an older load's early answer changes nothing while the newest waits")

        await service.fail(request: 1)

        #expect(
            viewModel.screen.content
                == .message("Load failed: the service is down", hint: "Tap Reload to try again."),
            "the newest load decides, even by failing")
    }

    @Test func aSupersededLoadChangesNothing() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        viewModel.viewDidLoad()  // the first load

        viewModel.reloadTapped()

        #expect(
            viewModel.screen.content.message == "Loading…",
            "the loading state shows while a reload waits")

        await service.succeed(with: threeProducts(), request: 2)
        await service.fail(request: 1)

        #expect(
            viewModel.screen.content == .products, "an older load's late answer changes nothing")
        #expect(
            viewModel.screen.title == "Shop · 3 items", "the newest load's answer is what shows")
    }
}

extension ShopListViewModel.Content {
    /// The message shown instead of the list, if any.
    var message: String? {
        if case .message(let message, _) = self { message } else { nil }
    }

    /// The hint under the message, if any.
    var hint: String? {
        if case .message(_, let hint) = self { hint } else { nil }
    }
}

import BehaviourTesting
import Model
import Testing

@testable import MVVMDelegate

/// MVVM (delegate): the view model is tested alone, through its intents and its display-ready
/// outputs, with a spy delegate that keeps every screen and list the view model announced, as
/// the view would read them.
@MainActor
@Suite("MVVM (delegate): shop list") struct ShopListTests {
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
        let delegate = ShopListDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())

        viewModel.rowSelected(at: 2)

        #expect(delegate.screens.map(\.selectedRow) == [nil, 2], "the selected row is marked")
        #expect(
            delegate.screens.map(\.detail) == [
                "Tap a row to see its details.", "Selected: Product 3 · ¥19.20",
            ], "the detail line shows the selected product and its price")
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: store, service: service)
        let delegate = ShopListDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())
        viewModel.rowSelected(at: 2)

        try store.renameProduct(id: 2, to: "Tea")
        try store.removeProduct(id: 0)

        #expect(
            delegate.screens.last?.selectedRow == 1, "the mark follows the product when rows move")
        #expect(
            delegate.screens.last?.detail == "Selected: Tea · ¥19.20",
            "the detail line shows the product's new name")
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        let delegate = ShopListDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()

        await service.succeed(with: noProducts())

        #expect(delegate.screens.map(\.title) == ["Shop · 0 items"], "the title counts no items")
        #expect(
            delegate.screens.map(\.content.message) == ["No products yet."],
            "the empty-state message shows")
        #expect(!delegate.screens.contains { $0.content == .products }, "the table is hidden")
    }

    @Test func loadFailureThenRetry() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        let delegate = ShopListDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()

        await service.fail()

        #expect(
            delegate.screens.last?.content.message == "Load failed: the service is down",
            "the failure message names the reason")
        #expect(
            delegate.screens.last?.content.hint == "Tap Reload to try again.",
            "a hint says how to retry")
        #expect(!delegate.screens.contains { $0.content == .products }, "the table is hidden")

        viewModel.reloadTapped()

        #expect(
            delegate.screens.last?.content.message == "Loading…",
            "the loading state shows while a reload waits")

        await service.succeed(with: threeProducts())

        #expect(
            delegate.screens.last?.content == .products && delegate.rowCounts.last == 3,
            "the rows show once the retry succeeds")
    }

    @Test func loadingShowsUntilTheServiceAnswers() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        let delegate = ShopListDelegateSpy(listeningTo: viewModel)

        viewModel.viewDidLoad()  // the first load

        // The view reads the screen as it is when it loads; the delegate hears the changes.
        #expect(
            viewModel.screen.content.message == "Loading…" && delegate.screens.isEmpty,
            "until the first load answers, the screen shows \"Loading…\"")
        #expect(viewModel.screen.title == "Shop", "while loading, the title counts nothing")
        #expect(
            viewModel.screen.content != .products && delegate.rowCounts == [0],
            "while loading, the table is hidden")

        await service.succeed(with: threeProducts())  // answers the load the test left waiting
    }

    @Test func addingAndRemovingUpdateTheRowsAndCount() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: store, service: service)
        let delegate = ShopListDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())

        try store.removeProduct(id: 0)
        try store.removeProduct(id: 1)

        #expect(
            delegate.rowCounts == [0, 3, 2, 1] && viewModel.row(at: 0).name == "Product 3",
            "removing products leaves their rows out")
        #expect(
            delegate.screens.last?.title == "Shop · 1 item",
            "one product left reads \"Shop · 1 item\"")

        let tea = try store.addProduct(name: "Tea", price: 3)

        #expect(
            delegate.rowCounts.last == 2 && viewModel.row(at: 1).name == "Tea",
            "an added product's row shows at the end")
        #expect(
            delegate.screens.last?.title == "Shop · 2 items", "the title counts the added product")

        try store.removeProduct(id: 2)
        try store.removeProduct(id: tea.id)

        #expect(
            delegate.screens.last?.content == .message("No products yet.", hint: nil),
            "removing the last product shows the empty state")
    }

    @Test func aChangedProductUpdatesItsRow() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: store, service: service)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())
        let row = ProductRowDelegateSpy(listeningTo: viewModel.row(at: 1))

        try store.renameProduct(id: 1, to: "Tea")

        #expect(row.names == ["Tea"], "a renamed product's row shows its new name")

        try store.setPrice(ofProduct: 1, to: 7)

        #expect(
            row.prices == ["¥19.10", "¥7.00"],
            "a repriced product's row shows its new price, formatted")
    }

    @Test func aSelectionDoesNotOutliveItsRemovedProduct() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: store, service: service)
        let delegate = ShopListDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())
        viewModel.rowSelected(at: 1)

        try store.removeProduct(id: 1)
        let afterRemoval = try #require(delegate.screens.last)

        #expect(afterRemoval.selectedRow == nil, "removing the selected product clears the mark")
        #expect(
            afterRemoval.detail == "Tap a row to see its details.",
            "removing the selected product clears the detail line")

        viewModel.reloadTapped()
        await service.succeed(with: threeProducts())  // the removed product comes back
        let afterReload = try #require(delegate.screens.last)

        #expect(
            afterReload.selectedRow == nil
                && afterReload.detail == "Tap a row to see its details.",
            "the product coming back in a reload is not selected")
    }

    @Test func anOlderLoadAnsweringFirstChangesNothing() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        let delegate = ShopListDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()  // the first load
        viewModel.reloadTapped()
        let (screens, rowCounts) = (delegate.screens, delegate.rowCounts)

        await service.succeed(with: threeProducts(), request: 1)

        #expect(
            delegate.screens == screens && delegate.rowCounts == rowCounts,
            "an older load's early answer changes nothing while the newest waits")

        await service.fail(request: 1)

        #expect(
            delegate.screens.last?.content
                == .message("Load failed: the service is down", hint: "Tap Reload to try again."),
            "the newest load decides, even by failing")
    }

    @Test func aSupersededLoadChangesNothing() async throws {
        let service = ControlledCatalogService()
        let viewModel = ShopListViewModel(store: Store(), service: service)
        let delegate = ShopListDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()  // the first load

        viewModel.reloadTapped()

        #expect(
            viewModel.screen.content.message == "Loading…",
            "the loading state shows while a reload waits")

        await service.succeed(with: threeProducts(), request: 2)
        let shown = delegate.screens
        await service.fail(request: 1)

        #expect(delegate.screens == shown, "an older load's late answer changes nothing")
        #expect(
            delegate.screens.last?.title == "Shop · 3 items",
            "the newest load's answer is what shows")
    }
}

/// Stands in for the shop list's view as its view model's delegate: when told an output changed,
/// it reads it, as the view does, and keeps it, oldest first.
@MainActor
final class ShopListDelegateSpy: ShopListViewModelDelegate {
    private let viewModel: ShopListViewModel
    private(set) var screens: [ShopListViewModel.Screen] = []
    /// The row count of each list announced.
    private(set) var rowCounts: [Int] = []

    init(listeningTo viewModel: ShopListViewModel) {
        self.viewModel = viewModel
        viewModel.delegate = self
    }

    func shopScreenDidChange() { screens.append(viewModel.screen) }
    func shopListDidChange() { rowCounts.append(viewModel.list.count) }
    /// The details the view was asked to show.
    private(set) var detailsShown: [ProductDetailViewModel] = []
    func shopListShouldShowDetail(_ detail: ProductDetailViewModel) { detailsShown.append(detail) }
}

/// Stands in for a row's cell as its row view model's delegate: when told the product changed,
/// it reads the row's outputs, as the cell does, and keeps them, oldest first.
@MainActor
final class ProductRowDelegateSpy: ProductRowViewModelDelegate {
    private let row: ProductRowViewModel
    private(set) var names: [String] = []
    private(set) var prices: [String] = []

    init(listeningTo row: ProductRowViewModel) {
        self.row = row
        row.delegate = self
    }

    func productRowDidChange() {
        names.append(row.name)
        prices.append(row.price)
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

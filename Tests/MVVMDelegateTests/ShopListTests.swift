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

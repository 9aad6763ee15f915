import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the presenter is tested with a spy standing in for its view, through the view protocol:
/// events go in as the view would send them, and the spy keeps everything the presenter told it.
@MainActor
@Suite("MVP: shop list") struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: Store(), service: service)
        presenter.view = view
        presenter.viewDidLoad()
        await service.succeed(with: threeProducts())

        let row = ProductRowSpy()
        presenter.configure(row, at: 1)

        #expect(row.names == ["Product 2"], "a row shows its product's name")
        #expect(row.prices == ["¥19.10"], "a row shows its price formatted (¥19.10)")
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: Store(), service: service)
        presenter.view = view
        presenter.viewDidLoad()
        await service.succeed(with: threeProducts())

        presenter.rowSelected(at: 2)

        #expect(view.selectedRows == [nil, 2], "the selected row is marked")
        #expect(
            view.details == ["Tap a row to see its details.", "Selected: Product 3 · ¥19.20"],
            "the detail line shows the selected product and its price")
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: store, service: service)
        presenter.view = view
        presenter.viewDidLoad()
        await service.succeed(with: threeProducts())
        presenter.rowSelected(at: 2)

        try store.renameProduct(id: 2, to: "Tea")
        try store.removeProduct(id: 0)

        #expect(view.selectedRows == [nil, 2, 1], "the mark follows the product when rows move")
        #expect(
            view.details.suffix(2) == ["Selected: Tea · ¥19.20", "Selected: Tea · ¥19.20"],
            "the detail line shows the product's new name")
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: Store(), service: service)
        presenter.view = view
        presenter.viewDidLoad()

        await service.succeed(with: noProducts())

        #expect(view.titles == ["Shop", "Shop · 0 items"], "the title counts no items")
        #expect(
            view.contents == [.message("Loading…"), .message("No products yet.")],
            "the empty-state message shows")
        #expect(!view.contents.contains(.products), "the table is hidden")
    }

    @Test func loadFailureThenRetry() async throws {
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: Store(), service: service)
        presenter.view = view
        presenter.viewDidLoad()

        await service.fail()

        #expect(
            view.contents.last?.message == "Load failed: the service is down",
            "the failure message names the reason")
        #expect(view.contents.last?.hint == "Tap Reload to try again.", "a hint says how to retry")
        #expect(!view.contents.contains(.products), "the table is hidden")

        presenter.reloadTapped()

        #expect(
            view.contents.last == .message("Loading…"),
            "the loading state shows while a reload waits")

        await service.succeed(with: threeProducts())

        #expect(
            view.contents.last == .products && presenter.numberOfRows == 3,
            "the rows show once the retry succeeds")
    }

    @Test func loadingShowsUntilTheServiceAnswers() async throws {
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: Store(), service: service)
        presenter.view = view

        presenter.viewDidLoad()  // the first load

        #expect(
            view.contents == [.message("Loading…")],
            "until the first load answers, the screen shows \"Loading…\"")
        #expect(view.titles == ["Shop"], "while loading, the title counts nothing")
        #expect(!view.contents.contains(.products), "while loading, the table is hidden")

        await service.succeed(with: threeProducts())  // answers the load the test left waiting
    }

    @Test func addingAndRemovingUpdateTheRowsAndCount() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: store, service: service)
        presenter.view = view
        presenter.viewDidLoad()
        await service.succeed(with: threeProducts())

        try store.removeProduct(id: 0)
        try store.removeProduct(id: 1)
        let left = ProductRowSpy()
        presenter.configure(left, at: 0)

        #expect(
            view.contents == [.message("Loading…"), .products, .products, .products]
                && presenter.numberOfRows == 1 && left.names == ["Product 3"],
            "removing products leaves their rows out")
        #expect(
            view.titles == ["Shop", "Shop · 3 items", "Shop · 2 items", "Shop · 1 item"],
            "one product left reads \"Shop · 1 item\"")

        let tea = try store.addProduct(name: "Tea", price: 3)
        let added = ProductRowSpy()
        presenter.configure(added, at: 1)

        #expect(
            view.contents.last == .products && presenter.numberOfRows == 2
                && added.names == ["Tea"],
            "an added product's row shows at the end")
        #expect(view.titles.last == "Shop · 2 items", "the title counts the added product")

        try store.removeProduct(id: 2)
        try store.removeProduct(id: tea.id)

        #expect(
            view.contents.last == .message("No products yet."),
            "removing the last product shows the empty state")
    }

    @Test func aChangedProductUpdatesItsRow() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: store, service: service)
        presenter.view = view
        presenter.viewDidLoad()
        await service.succeed(with: threeProducts())

        try store.renameProduct(id: 1, to: "Tea")
        let renamed = ProductRowSpy()
        presenter.configure(renamed, at: 1)

        #expect(
            view.rowsShownAgain == [1] && renamed.names == ["Tea"],
            "a renamed product's row shows its new name")

        try store.setPrice(ofProduct: 1, to: 7)
        let repriced = ProductRowSpy()
        presenter.configure(repriced, at: 1)

        #expect(
            view.rowsShownAgain == [1, 1] && repriced.prices == ["¥7.00"],
            "a repriced product's row shows its new price, formatted")
    }

    @Test func aSelectionDoesNotOutliveItsRemovedProduct() async throws {
        let store = Store()
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: store, service: service)
        presenter.view = view
        presenter.viewDidLoad()
        await service.succeed(with: threeProducts())
        presenter.rowSelected(at: 1)

        try store.removeProduct(id: 1)

        #expect(
            view.selectedRows == [nil, 1, nil], "removing the selected product clears the mark")
        #expect(
            view.details.suffix(2) == [
                "Selected: Product 2 · ¥19.10", "Tap a row to see its details.",
            ], "removing the selected product clears the detail line")

        presenter.reloadTapped()
        await service.succeed(with: threeProducts())  // the removed product comes back

        #expect(
            view.selectedRows == [nil, 1, nil, nil]
                && view.details.last == "Tap a row to see its details.",
            "the product coming back in a reload is not selected")
    }

    @Test func anOlderLoadAnsweringFirstChangesNothing() async throws {
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: Store(), service: service)
        presenter.view = view
        presenter.viewDidLoad()  // the first load
        presenter.reloadTapped()

        await service.succeed(with: threeProducts(), request: 1)

        #expect(
            view.contents == [.message("Loading…"), .message("Loading…")],
            "an older load's early answer changes nothing while the newest waits")

        await service.fail(request: 1)

        #expect(
            view.contents.last
                == .message("Load failed: the service is down", hint: "Tap Reload to try again."),
            "the newest load decides, even by failing")
    }

    @Test func aSupersededLoadChangesNothing() async throws {
        let service = ControlledCatalogService()
        let view = ShopListViewSpy()
        let presenter = ShopListPresenter(store: Store(), service: service)
        presenter.view = view
        presenter.viewDidLoad()  // the first load

        presenter.reloadTapped()

        #expect(
            view.contents == [.message("Loading…"), .message("Loading…")],
            "the loading state shows while a reload waits")

        await service.succeed(with: threeProducts(), request: 2)
        let shown = view.contents
        await service.fail(request: 1)

        #expect(view.contents == shown, "an older load's late answer changes nothing")
        #expect(view.titles.last == "Shop · 3 items", "the newest load's answer is what shows")
    }
}

/// Keeps everything the presenter tells its view, oldest first.
@MainActor
final class ShopListViewSpy: ShopListView {
    /// What the screen shows under its title: a message (with a hint under it), or the list.
    enum Content: Equatable {
        case message(String, hint: String? = nil)
        case products

        /// The message, if any.
        var message: String? {
            if case .message(let message, _) = self { message } else { nil }
        }

        /// The hint under the message, if any.
        var hint: String? {
            if case .message(_, let hint) = self { hint } else { nil }
        }
    }

    private(set) var titles: [String] = []
    private(set) var contents: [Content] = []
    /// The rows shown again, one by one.
    private(set) var rowsShownAgain: [Int] = []
    private(set) var selectedRows: [Int?] = []
    private(set) var details: [String] = []

    func set(title: String) { titles.append(title) }
    func showMessage(_ message: String, hint: String?) {
        contents.append(.message(message, hint: hint))
    }
    func showProducts() { contents.append(.products) }
    func showProduct(at row: Int) { rowsShownAgain.append(row) }
    func select(row: Int?) { selectedRows.append(row) }
    func set(detail: String) { details.append(detail) }
    /// The detail presenters the view was asked to show.
    private(set) var detailsShown: [ProductDetailPresenter] = []
    func showDetail(for presenter: ProductDetailPresenter) { detailsShown.append(presenter) }
}

/// Keeps everything the presenter tells one row, oldest first.
@MainActor
final class ProductRowSpy: ProductRowView {
    private(set) var names: [String] = []
    private(set) var prices: [String] = []

    func set(name: String, price: String) {
        names.append(name)
        prices.append(price)
    }
}

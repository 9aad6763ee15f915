import BehaviourTesting
import Model
import Testing

@testable import VIPER

/// VIPER: the presenter is tested with a spy for its view, a mock interactor and a spy for its
/// router, through the module's contract: events go in as the view would send them, the
/// interactor's news as the interactor would tell it (`ShopListInteractorMock.answerLoad(with:)`),
/// and the spies keep everything the presenter told them. The interactor is tested on its own,
/// over the store and a controlled service, with a spy for its output: which load decides is
/// its business.
@MainActor
@Suite("VIPER: shop list") struct ShopListTests {
    /// A presenter over a mock interactor, with spies for its view and router, its view loaded:
    /// the first load is under way.
    static func loadingList() -> (
        ShopListPresenter, ShopListInteractorMock, ShopListViewSpy, ShopListRouterSpy
    ) {
        let interactor = ShopListInteractorMock()
        let router = ShopListRouterSpy()
        let presenter = ShopListPresenter(interactor: interactor, router: router)
        let view = ShopListViewSpy()
        presenter.view = view
        interactor.output = presenter
        presenter.viewDidLoad()
        return (presenter, interactor, view, router)
    }

    /// An interactor over `store` and `service`, with a spy for its output, observing the store.
    static func observingInteractor(
        store: Store = Store(), service: ControlledCatalogService = ControlledCatalogService()
    ) -> (ShopListInteractor, ShopListInteractorOutputSpy) {
        let interactor = ShopListInteractor(store: store, service: service)
        let output = ShopListInteractorOutputSpy()
        interactor.output = output
        interactor.observeProducts()
        return (interactor, output)
    }

    @Test func priceFormattingOfARow() {
        let (presenter, interactor, _, _) = Self.loadingList()
        interactor.answerLoad(with: threeProducts())

        let row = ProductRowSpy()
        presenter.configure(row, at: 1)

        #expect(row.names == ["Product 2"], "a row shows its product's name")
        #expect(row.prices == ["¥19.10"], "a row shows its price formatted (¥19.10)")
    }

    @Test func selectingARowShowsTheDetailLine() {
        let (presenter, interactor, view, _) = Self.loadingList()
        interactor.answerLoad(with: threeProducts())

        presenter.rowSelected(at: 2)

        #expect(view.selectedRows == [nil, 2], "the selected row is marked")
        #expect(
            view.details == ["Tap a row to see its details.", "Selected: Product 3 · ¥19.20"],
            "the detail line shows the selected product and its price")
    }

    @Test func selectionFollowsTheProductAcrossChanges() {
        let (presenter, interactor, view, _) = Self.loadingList()
        interactor.answerLoad(with: threeProducts())
        presenter.rowSelected(at: 2)

        interactor.update(productID: 2) { $0.name = "Tea" }
        interactor.change { $0.remove(at: 0) }

        #expect(view.selectedRows == [nil, 2, 1], "the mark follows the product when rows move")
        #expect(
            view.details.suffix(2) == ["Selected: Tea · ¥19.20", "Selected: Tea · ¥19.20"],
            "the detail line shows the product's new name")
    }

    @Test func emptyCatalogShowsTheEmptyState() {
        let (presenter, interactor, view, _) = Self.loadingList()

        withExtendedLifetime(presenter) { interactor.answerLoad(with: noProducts()) }

        #expect(view.titles == ["Shop", "Shop · 0 items"], "the title counts no items")
        #expect(
            view.contents == [.message("Loading…"), .message("No products yet.")],
            "the empty-state message shows")
        #expect(!view.contents.contains(.products), "the table is hidden")
    }

    @Test func loadFailureThenRetry() {
        let (presenter, interactor, view, _) = Self.loadingList()

        interactor.failLoad()

        #expect(
            view.contents.last?.message == "Load failed: the service is down",
            "the failure message names the reason")
        #expect(view.contents.last?.hint == "Tap Reload to try again.", "a hint says how to retry")
        #expect(!view.contents.contains(.products), "the table is hidden")

        presenter.reloadTapped()

        #expect(
            view.contents.last == .message("Loading…") && interactor.loads == 2,
            "the loading state shows while a reload waits")

        interactor.answerLoad(with: threeProducts())

        #expect(
            view.contents.last == .products && presenter.numberOfRows == 3,
            "the rows show once the retry succeeds")
    }

    @Test func loadingShowsUntilTheServiceAnswers() {
        let (presenter, interactor, view, _) = Self.loadingList()  // the first load

        #expect(
            view.contents == [.message("Loading…")] && presenter.numberOfRows == 0
                && interactor.observations == 1 && interactor.loads == 1,
            "until the first load answers, the screen shows \"Loading…\"")
        #expect(view.titles == ["Shop"], "while loading, the title counts nothing")
        #expect(!view.contents.contains(.products), "while loading, the table is hidden")
    }

    @Test func addingAndRemovingUpdateTheRowsAndCount() throws {
        let store = Store(catalog: threeProducts())
        let (observing, output) = Self.observingInteractor(store: store)
        let (presenter, interactor, view, _) = Self.loadingList()
        interactor.answerLoad(with: threeProducts())

        try store.removeProduct(id: 0)
        try store.renameApp(to: "WeChat")  // the card's business: the list hears nothing of it
        interactor.change { $0.remove(at: 0) }
        interactor.change { $0.remove(at: 0) }
        let left = ProductRowSpy()
        presenter.configure(left, at: 0)

        #expect(
            output.events == [.changed] && observing.products.count == 2
                && view.contents == [.message("Loading…"), .products, .products, .products]
                && presenter.numberOfRows == 1 && left.names == ["Product 3"],
            "removing products leaves their rows out")
        #expect(
            view.titles == ["Shop", "Shop · 3 items", "Shop · 2 items", "Shop · 1 item"],
            "one product left reads \"Shop · 1 item\"")

        let tea = Product(id: 3, name: "Tea", price: 3)
        interactor.change { $0.append(tea) }
        let added = ProductRowSpy()
        presenter.configure(added, at: 1)

        #expect(
            view.contents.last == .products && presenter.numberOfRows == 2
                && added.names == ["Tea"],
            "an added product's row shows at the end")
        #expect(view.titles.last == "Shop · 2 items", "the title counts the added product")

        interactor.change { $0.remove(at: 0) }
        interactor.change { $0.remove(at: 0) }

        #expect(
            view.contents.last == .message("No products yet."),
            "removing the last product shows the empty state")
    }

    @Test func aChangedProductUpdatesItsRow() throws {
        let store = Store(catalog: threeProducts())
        let (observing, output) = Self.observingInteractor(store: store)
        let (presenter, interactor, view, _) = Self.loadingList()
        interactor.answerLoad(with: threeProducts())

        try store.renameProduct(id: 1, to: "Tea")
        interactor.update(productID: 1) { $0.name = "Tea" }
        let renamed = ProductRowSpy()
        presenter.configure(renamed, at: 1)

        #expect(
            output.events == [.updated(id: 1)] && observing.products[1].name == "Tea"
                && view.rowsShownAgain == [1] && renamed.names == ["Tea"],
            "a renamed product's row shows its new name")

        try store.setPrice(ofProduct: 1, to: 7)
        interactor.update(productID: 1) { $0.price = 7 }
        let repriced = ProductRowSpy()
        presenter.configure(repriced, at: 1)

        #expect(
            output.events == [.updated(id: 1), .updated(id: 1)]
                && view.rowsShownAgain == [1, 1] && repriced.prices == ["¥7.00"],
            "a repriced product's row shows its new price, formatted")
    }

    @Test func aSelectionDoesNotOutliveItsRemovedProduct() {
        let (presenter, interactor, view, _) = Self.loadingList()
        interactor.answerLoad(with: threeProducts())
        presenter.rowSelected(at: 1)

        interactor.change { $0.remove(at: 1) }

        #expect(
            view.selectedRows == [nil, 1, nil], "removing the selected product clears the mark")
        #expect(
            view.details.suffix(2) == [
                "Selected: Product 2 · ¥19.10", "Tap a row to see its details.",
            ], "removing the selected product clears the detail line")

        presenter.reloadTapped()
        interactor.answerLoad(with: threeProducts())  // the removed product comes back

        #expect(
            view.selectedRows == [nil, 1, nil, nil]
                && view.details.last == "Tap a row to see its details.",
            "the product coming back in a reload is not selected")
    }

    @Test func anOlderLoadAnsweringFirstChangesNothing() async throws {
        let service = ControlledCatalogService()
        let (interactor, output) = Self.observingInteractor(service: service)
        interactor.loadCatalog()  // the first load
        interactor.loadCatalog()  // a reload

        await service.succeed(with: threeProducts(), request: 1)

        #expect(
            output.events.isEmpty,
            "an older load's early answer changes nothing while the newest waits")

        await service.fail(request: 1)

        #expect(
            output.events == [.failed("the service is down")],
            "the newest load decides, even by failing")
    }

    @Test func aSupersededLoadChangesNothing() async throws {
        let (presenter, interactor, view, _) = Self.loadingList()  // the first load
        presenter.reloadTapped()

        #expect(
            view.contents == [.message("Loading…"), .message("Loading…")]
                && interactor.loads == 2,
            "the loading state shows while a reload waits")

        let store = Store()
        let service = ControlledCatalogService()
        let (loading, output) = Self.observingInteractor(store: store, service: service)
        loading.loadCatalog()
        loading.loadCatalog()
        await service.succeed(with: threeProducts(), request: 2)
        let told = output.events
        await service.fail(request: 1)

        #expect(output.events == told, "an older load's late answer changes nothing")

        interactor.answerLoad(with: threeProducts())  // the same news, told the presenter

        #expect(
            told == [.succeeded, .changed] && store.products.count == 3
                && view.titles.last == "Shop · 3 items",
            "the newest load's answer is what shows")
    }
}

/// Keeps everything the presenter tells its view, oldest first.
@MainActor
final class ShopListViewSpy: ShopListViewInput {
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

/// Stands in for the shop list's interactor: it holds the products a test gives it, counts the
/// presenter's requests, and tells its output what the real interactor would.
@MainActor
final class ShopListInteractorMock: ShopListInteractorInput {
    weak var output: (any ShopListInteractorOutput)?
    private(set) var products: [Product] = []
    private(set) var observations = 0
    private(set) var loads = 0

    func product(withID id: Int) -> Product? { products.first { $0.id == id } }
    func index(ofProductWithID id: Int) -> Int? { products.firstIndex { $0.id == id } }
    func observeProducts() { observations += 1 }
    func loadCatalog() { loads += 1 }

    /// The newest load answers with `catalog`, as the interactor tells it: the load succeeded,
    /// then the store's products were replaced.
    func answerLoad(with catalog: Catalog) {
        output?.catalogLoadSucceeded()
        change { $0 = catalog.products }
    }

    /// The newest load fails, as the interactor tells it.
    func failLoad(with error: any Error = ControlledCatalogService.ServiceDown()) {
        output?.catalogLoadFailed(error)
    }

    /// The products change by `edit` (added, removed), and the output hears of it.
    func change(_ edit: (inout [Product]) -> Void) {
        edit(&products)
        output?.productsChanged()
    }

    /// The product `id` changes its name or price by `edit`, and the output hears of it.
    func update(productID id: Int, _ edit: (inout Product) -> Void) {
        if let index = index(ofProductWithID: id) { edit(&products[index]) }
        output?.productUpdated(id: id)
    }
}

/// Keeps the navigation the presenter asks its router for.
@MainActor
final class ShopListRouterSpy: ShopListRouterInput {
    /// The products whose detail was asked for, oldest first.
    private(set) var detailsShown: [Int] = []

    func showDetail(ofProductWithID productID: Int) { detailsShown.append(productID) }
}

/// Keeps everything the interactor tells its output, oldest first.
@MainActor
final class ShopListInteractorOutputSpy: ShopListInteractorOutput {
    enum Event: Equatable {
        case changed
        case updated(id: Int)
        case succeeded
        /// A failure, by its error's description.
        case failed(String)
    }

    private(set) var events: [Event] = []

    func productsChanged() { events.append(.changed) }
    func productUpdated(id: Int) { events.append(.updated(id: id)) }
    func catalogLoadSucceeded() { events.append(.succeeded) }
    func catalogLoadFailed(_ error: any Error) { events.append(.failed("\(error)")) }
}

import BehaviourTesting
import ElmArchitectureTesting
import Model
import Testing

@testable import TEA

/// TEA: the shop list's reducer through an exhaustive test store. Each test sends what the view
/// sends, asserts the whole state that follows, and receives every action the effects send back
/// (the load's answer; the store's changes, from the list's subscription to it), over the
/// controlled catalog service and a real store. What the screen shows is read from the state.
@MainActor
@Suite("TEA: shop list") struct ShopListTests {
    /// The list loaded with `catalog` from the store `data`, through its own effects as its view
    /// would load it: the test store, and its subscription to `data`, to cancel at the end.
    static func loadedList(_ catalog: Catalog, into data: Store) async -> (
        TestStore<ShopListFeature>, TestStoreTask
    ) {
        let service = ControlledCatalogService()
        let store = TestStore(
            initialState: ShopListFeature.State(),
            reducer: ShopListFeature(store: data, service: service))
        let subscription = store.send(.viewDidLoad)
        store.receive(.productsChanged(data.products))
        await service.succeed(with: catalog)
        store.receive(.catalogLoaded(catalog)) { $0.phase = .loaded }
        let products = catalog.products
        store.receive(
            .productsChanged(products), assert: products.isEmpty ? nil : { $0.products = products })
        return (store, subscription)
    }

    @Test func priceFormattingOfARow() async throws {
        let state = ShopListFeature.State(phase: .loaded, products: threeProducts().products)

        let row = state.row(at: 1)

        #expect(row.name == "Product 2", "a row shows its product's name")
        #expect(row.price == "¥19.10", "a row shows its price formatted (¥19.10)")
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        let store = TestStore(
            initialState: ShopListFeature.State(phase: .loaded, products: threeProducts().products),
            reducer: ShopListFeature(store: Store(), service: ControlledCatalogService()))

        store.send(.rowSelected(at: 2)) { $0.selectedProductID = 2 }

        #expect(store.state.selectedRow == 2, "the selected row is marked")
        #expect(
            store.state.detailLine == "Selected: Product 3 · ¥19.20",
            "the detail line shows the selected product and its price")
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        let data = Store()
        let (store, subscription) = await Self.loadedList(threeProducts(), into: data)
        store.send(.rowSelected(at: 2)) { $0.selectedProductID = 2 }

        try data.renameProduct(id: 2, to: "Tea")
        store.receive(.productUpdated(data.products[2], at: 2)) { $0.products[2].name = "Tea" }
        try data.removeProduct(id: 0)
        store.receive(.productsChanged(data.products)) { $0.products.removeFirst() }

        #expect(store.state.selectedRow == 1, "the mark follows the product when rows move")
        #expect(
            store.state.detailLine == "Selected: Tea · ¥19.20",
            "the detail line shows the product's new name")
        subscription.cancel()
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        let (store, subscription) = await Self.loadedList(noProducts(), into: Store())

        #expect(store.state.title == "Shop · 0 items", "the title counts no items")
        #expect(
            store.state.content == .message("No products yet.", hint: nil),
            "the empty-state message shows")
        #expect(store.state.content != .products, "the table is hidden")
        subscription.cancel()
    }

    @Test func loadFailureThenRetry() async throws {
        let data = Store()
        let service = ControlledCatalogService()
        let store = TestStore(
            initialState: ShopListFeature.State(),
            reducer: ShopListFeature(store: data, service: service))
        let subscription = store.send(.viewDidLoad)
        store.receive(.productsChanged([]))

        await service.fail()
        store.receive(.catalogLoadFailed(reason: "the service is down")) {
            $0.phase = .failed("the service is down")
        }

        #expect(
            store.state.content.message == "Load failed: the service is down",
            "the failure message names the reason")
        #expect(store.state.content.hint == "Tap Reload to try again.", "a hint says how to retry")
        #expect(store.state.content != .products, "the table is hidden")

        store.send(.reloadTapped) { $0.phase = .loading }

        #expect(
            store.state.content.message == "Loading…",
            "the loading state shows while a reload waits")

        await service.succeed(with: threeProducts())
        store.receive(.catalogLoaded(threeProducts())) { $0.phase = .loaded }
        store.receive(.productsChanged(threeProducts().products)) {
            $0.products = threeProducts().products
        }

        #expect(
            store.state.content == .products && store.state.rowCount == 3,
            "the rows show once the retry succeeds")
        subscription.cancel()
    }

    @Test func loadingShowsUntilTheServiceAnswers() async throws {
        let service = ControlledCatalogService()
        let store = TestStore(
            initialState: ShopListFeature.State(),
            reducer: ShopListFeature(store: Store(), service: service))

        let subscription = store.send(.viewDidLoad)  // the first load
        store.receive(.productsChanged([]))

        #expect(
            store.state.content.message == "Loading…",
            "until the first load answers, the screen shows \"Loading…\"")
        #expect(store.state.title == "Shop", "while loading, the title counts nothing")
        #expect(store.state.content != .products, "while loading, the table is hidden")

        await service.succeed(with: threeProducts())  // answers the load the test left waiting
        store.receive(.catalogLoaded(threeProducts())) { $0.phase = .loaded }
        store.receive(.productsChanged(threeProducts().products)) {
            $0.products = threeProducts().products
        }
        subscription.cancel()
    }

    @Test func addingAndRemovingUpdateTheRowsAndCount() async throws {
        let data = Store()
        let (store, subscription) = await Self.loadedList(threeProducts(), into: data)

        try data.removeProduct(id: 0)
        store.receive(.productsChanged(data.products)) { $0.products.removeFirst() }
        try data.removeProduct(id: 1)
        store.receive(.productsChanged(data.products)) { $0.products.removeFirst() }

        #expect(
            store.state.rowCount == 1 && store.state.row(at: 0).name == "Product 3",
            "removing products leaves their rows out")
        #expect(store.state.title == "Shop · 1 item", "one product left reads \"Shop · 1 item\"")

        let tea = try data.addProduct(name: "Tea", price: 3)
        store.receive(.productsChanged(data.products)) { $0.products.append(tea) }

        #expect(
            store.state.rowCount == 2 && store.state.row(at: 1).name == "Tea",
            "an added product's row shows at the end")
        #expect(store.state.title == "Shop · 2 items", "the title counts the added product")

        try data.removeProduct(id: 2)
        store.receive(.productsChanged(data.products)) { $0.products.removeFirst() }
        try data.removeProduct(id: tea.id)
        store.receive(.productsChanged([])) { $0.products = [] }

        #expect(
            store.state.content == .message("No products yet.", hint: nil),
            "removing the last product shows the empty state")
        subscription.cancel()
    }

    @Test func aChangedProductUpdatesItsRow() async throws {
        let data = Store()
        let (store, subscription) = await Self.loadedList(threeProducts(), into: data)

        try data.renameProduct(id: 1, to: "Tea")
        store.receive(.productUpdated(data.products[1], at: 1)) { $0.products[1].name = "Tea" }

        #expect(store.state.row(at: 1).name == "Tea", "a renamed product's row shows its new name")

        try data.setPrice(ofProduct: 1, to: 7)
        store.receive(.productUpdated(data.products[1], at: 1)) { $0.products[1].price = 7 }

        #expect(
            store.state.row(at: 1).price == "¥7.00",
            "a repriced product's row shows its new price, formatted")
        subscription.cancel()
    }

    @Test func aSelectionDoesNotOutliveItsRemovedProduct() async throws {
        let data = Store()
        let service = ControlledCatalogService()
        let store = TestStore(
            initialState: ShopListFeature.State(),
            reducer: ShopListFeature(store: data, service: service))
        let subscription = store.send(.viewDidLoad)
        store.receive(.productsChanged([]))
        await service.succeed(with: threeProducts())
        store.receive(.catalogLoaded(threeProducts())) { $0.phase = .loaded }
        store.receive(.productsChanged(threeProducts().products)) {
            $0.products = threeProducts().products
        }
        store.send(.rowSelected(at: 1)) { $0.selectedProductID = 1 }

        try data.removeProduct(id: 1)
        store.receive(.productsChanged(data.products)) {
            $0.products.remove(at: 1)
            $0.selectedProductID = nil
        }

        #expect(store.state.selectedRow == nil, "removing the selected product clears the mark")
        #expect(
            store.state.detailLine == "Tap a row to see its details.",
            "removing the selected product clears the detail line")

        store.send(.reloadTapped) { $0.phase = .loading }
        await service.succeed(with: threeProducts())  // the removed product comes back
        store.receive(.catalogLoaded(threeProducts())) { $0.phase = .loaded }
        store.receive(.productsChanged(threeProducts().products)) {
            $0.products = threeProducts().products
        }

        #expect(
            store.state.selectedRow == nil
                && store.state.detailLine == "Tap a row to see its details.",
            "the product coming back in a reload is not selected")
        subscription.cancel()
    }

    @Test func anOlderLoadAnsweringFirstChangesNothing() async throws {
        let service = ControlledCatalogService()
        let store = TestStore(
            initialState: ShopListFeature.State(),
            reducer: ShopListFeature(store: Store(), service: service))
        let subscription = store.send(.viewDidLoad)  // the first load
        store.receive(.productsChanged([]))
        store.send(.reloadTapped)

        await service.succeed(with: threeProducts(), request: 1)

        #expect(
            store.state.content.message == "Loading…",
            "an older load's early answer changes nothing while the newest waits")

        await service.fail(request: 1)
        store.receive(.catalogLoadFailed(reason: "the service is down")) {
            $0.phase = .failed("the service is down")
        }

        #expect(
            store.state.content
                == .message("Load failed: the service is down", hint: "Tap Reload to try again."),
            "the newest load decides, even by failing")
        subscription.cancel()
    }

    @Test func aSupersededLoadChangesNothing() async throws {
        let service = ControlledCatalogService()
        let store = TestStore(
            initialState: ShopListFeature.State(),
            reducer: ShopListFeature(store: Store(), service: service))
        let subscription = store.send(.viewDidLoad)  // the first load
        store.receive(.productsChanged([]))

        store.send(.reloadTapped)

        #expect(
            store.state.content.message == "Loading…",
            "the loading state shows while a reload waits")

        await service.succeed(with: threeProducts(), request: 2)
        store.receive(.catalogLoaded(threeProducts())) { $0.phase = .loaded }
        store.receive(.productsChanged(threeProducts().products)) {
            $0.products = threeProducts().products
        }
        await service.fail(request: 1)

        #expect(store.state.content == .products, "an older load's late answer changes nothing")
        #expect(
            store.state.title == "Shop · 3 items", "the newest load's answer is what shows")
        subscription.cancel()
    }
}

extension ShopListFeature.Content {
    /// The message shown instead of the list, if any.
    var message: String? {
        if case .message(let message, _) = self { message } else { nil }
    }

    /// The hint under the message, if any.
    var hint: String? {
        if case .message(_, let hint) = self { hint } else { nil }
    }
}

import BehaviourTesting
import ElmArchitectureTesting
import Model
import Testing

@testable import TEA

/// TEA: navigation is state, so the detail is tested through the shop list's test store, whose
/// state holds it: the detail button opens it, Save renames the product through an effect and
/// closes it, and the product's removal comes from the detail's subscription to the store.
@MainActor
@Suite("TEA: product detail") struct ProductDetailTests {
    /// A shop list over `data`, loaded with its three products, with product 2's detail open and
    /// following the store: the test store, and the detail's subscription.
    static func shownDetail(_ data: Store) -> (TestStore<ShopListFeature>, TestStoreTask) {
        let store = TestStore(
            initialState: ShopListFeature.State(phase: .loaded, products: data.products),
            reducer: ShopListFeature(store: data, service: ControlledCatalogService()))
        store.send(.detailButtonTapped(at: 1)) {
            $0.detail = ProductDetailFeature.State(product: data.products[1])
        }
        let subscription = store.send(.detail(.viewDidLoad))
        store.receive(.detail(.productChanged(data.products[1])))
        return (store, subscription)
    }

    @Test func detailButtonOpensTheProductsDetail() async throws {
        let data = Store(catalog: threeProducts())
        let store = TestStore(
            initialState: ShopListFeature.State(phase: .loaded, products: data.products),
            reducer: ShopListFeature(store: data, service: ControlledCatalogService()))

        store.send(.detailButtonTapped(at: 1)) {
            $0.detail = ProductDetailFeature.State(product: data.products[1])
        }

        #expect(
            store.state.detail?.productID == 1,
            "a row's detail button asks for that product's detail")
        #expect(
            store.state.detail?.nameText == "Product 2"
                && store.state.detail?.priceText == "¥19.10",
            "the detail shows the product's name and its price formatted")
    }

    @Test func saveRenamesTheProductAndClosesTheDetail() {
        let data = Store(catalog: threeProducts())
        let (store, subscription) = Self.shownDetail(data)
        store.send(.detail(.nameChanged(""))) { $0.detail?.nameText = "" }
        #expect(
            store.state.detail?.saveIsEnabled == false, "Save is disabled while the name is empty")
        store.send(.detail(.nameChanged("Tea"))) { $0.detail?.nameText = "Tea" }

        store.send(.detail(.saveTapped)) { $0.detail = nil }

        #expect(data.product(withID: 1)?.name == "Tea", "Save renames the product in the store")
        #expect(
            store.state.detail == nil && !subscription.isRunning,
            "after Save the detail is done")
    }

    @Test func aRemovedProductsDetailCannotBeSaved() throws {
        let data = Store(catalog: threeProducts())
        let (store, subscription) = Self.shownDetail(data)

        try data.removeProduct(id: 1)
        store.receive(.detail(.productChanged(nil))) { $0.detail?.isRemoved = true }

        #expect(
            store.state.detail?.status == "This product was removed.",
            "the detail says its product was removed")
        #expect(
            store.state.detail?.saveIsEnabled == false, "Save is disabled once the product is gone")
        subscription.cancel()
    }
}

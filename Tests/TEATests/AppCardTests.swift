import BehaviourTesting
import ElmArchitectureTesting
import Model
import Testing

@testable import TEA

/// TEA: the card's reducer through an exhaustive test store: the tap as an action, the store's
/// app received from the card's subscription to it, the whole state asserted after each.
@MainActor
@Suite("TEA: app card") struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        let store = TestStore(
            initialState: AppCardFeature.State(app: Catalog.builtIn.app),
            reducer: AppCardFeature(store: Store()))

        #expect(store.state.feedback == "Tap the card", "before any tap the card invites one")

        store.send(.cardTapped) { $0.tapCount = 1 }

        #expect(store.state.feedback == "Tapped 1 time", "one tap reads \"Tapped 1 time\"")

        store.send(.cardTapped) { $0.tapCount = 2 }

        #expect(store.state.feedback == "Tapped 2 times", "two taps read \"Tapped 2 times\"")
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        let data = Store(catalog: threeProducts())
        let store = TestStore(
            initialState: AppCardFeature.State(), reducer: AppCardFeature(store: data))
        let subscription = store.send(.viewDidLoad)
        store.receive(.appChanged(data.app)) { $0.app = data.app }

        try data.renameApp(to: "WeChat")
        store.receive(.appChanged(AppInfo(name: "WeChat", imageName: "QQ"))) {
            $0.app?.name = "WeChat"
        }
        try data.setAppImage(named: "We Chat")
        store.receive(.appChanged(AppInfo(name: "WeChat", imageName: "We Chat"))) {
            $0.app?.imageName = "We Chat"
        }

        #expect(store.state.name == "WeChat", "the card shows the app's new name")
        #expect(store.state.imageName == "We Chat", "the card's icon shows the new image")
        subscription.cancel()
    }

    @Test func cardShowsTheLoadedApp() async throws {
        let data = Store()
        let store = TestStore(
            initialState: AppCardFeature.State(), reducer: AppCardFeature(store: data))
        let subscription = store.send(.viewDidLoad)
        store.receive(.appChanged(nil))

        #expect(
            store.state.name == "No app loaded", "before a load the card says \"No app loaded\"")

        let taobao = AppInfo(name: "Taobao", imageName: "tao bao")
        data.replaceCatalog(Catalog(products: [], app: taobao))
        store.receive(.appChanged(taobao)) { $0.app = taobao }

        #expect(store.state.name == "Taobao", "a loaded app's name shows")
        #expect(store.state.imageName == "tao bao", "a loaded app's image shows")
        subscription.cancel()
    }

    @Test func aReloadKeepsTheTapCount() async throws {
        let data = Store(catalog: threeProducts())
        let store = TestStore(
            initialState: AppCardFeature.State(app: data.app, tapCount: 2),
            reducer: AppCardFeature(store: data))
        let subscription = store.send(.viewDidLoad)
        store.receive(.appChanged(data.app))

        data.replaceCatalog(threeProducts())
        store.receive(.appChanged(data.app))

        #expect(
            store.state.feedback == "Tapped 2 times",
            "after a reload the card still counts the taps")
        subscription.cancel()
    }
}

import BehaviourTesting
import Model
import Testing

@testable import MVVMC

/// MVVM-C: the card's view model is tested alone, through `cardTapped()` and its outputs.
@MainActor
@Suite("MVVM-C: app card") struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        let viewModel = AppCardViewModel(store: Store(catalog: threeProducts()))
        viewModel.viewDidLoad()

        #expect(viewModel.feedback == "Tap the card", "before any tap the card invites one")

        viewModel.cardTapped()

        #expect(viewModel.feedback == "Tapped 1 time", "one tap reads \"Tapped 1 time\"")

        viewModel.cardTapped()

        #expect(viewModel.feedback == "Tapped 2 times", "two taps read \"Tapped 2 times\"")
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        let store = Store(catalog: threeProducts())
        let viewModel = AppCardViewModel(store: store)
        viewModel.viewDidLoad()

        try store.renameApp(to: "WeChat")
        try store.setAppImage(named: "We Chat")

        #expect(viewModel.name == "WeChat", "the card shows the app's new name")
        #expect(viewModel.imageName == "We Chat", "the card's icon shows the new image")
    }

    @Test func cardShowsTheLoadedApp() async throws {
        let store = Store()
        let viewModel = AppCardViewModel(store: store)
        viewModel.viewDidLoad()

        #expect(viewModel.name == "No app loaded", "before a load the card says \"No app loaded\"")

        store.replaceCatalog(
            Catalog(products: [], app: AppInfo(name: "Taobao", imageName: "tao bao")))

        #expect(viewModel.name == "Taobao", "a loaded app's name shows")
        #expect(viewModel.imageName == "tao bao", "a loaded app's image shows")
    }

    @Test func aReloadKeepsTheTapCount() async throws {
        let store = Store(catalog: threeProducts())
        let viewModel = AppCardViewModel(store: store)
        viewModel.viewDidLoad()
        viewModel.cardTapped()
        viewModel.cardTapped()

        store.replaceCatalog(threeProducts())

        #expect(
            viewModel.feedback == "Tapped 2 times", "after a reload the card still counts the taps")
    }
}

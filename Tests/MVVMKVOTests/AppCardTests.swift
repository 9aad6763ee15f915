import BehaviourTesting
import Model
import Testing

@testable import MVVMKVO

/// MVVM bound by key-value observing: the card's view model is tested alone, through
/// `cardTapped()` and every value its observed outputs emitted.
@MainActor
@Suite("MVVM (KVO): app card") struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        let viewModel = AppCardViewModel(store: Store(catalog: threeProducts()))
        viewModel.viewDidLoad()
        let feedback = OutputRecorder(\AppCardViewModel.feedback, of: viewModel)

        #expect(feedback.values == ["Tap the card"], "before any tap the card invites one")

        viewModel.cardTapped()

        #expect(feedback.values.last == "Tapped 1 time", "one tap reads \"Tapped 1 time\"")

        viewModel.cardTapped()

        #expect(
            feedback.values == ["Tap the card", "Tapped 1 time", "Tapped 2 times"],
            "two taps read \"Tapped 2 times\"")
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        let store = Store(catalog: threeProducts())
        let viewModel = AppCardViewModel(store: store)
        viewModel.viewDidLoad()
        let name = OutputRecorder(\AppCardViewModel.name, of: viewModel)
        let image = OutputRecorder(\AppCardViewModel.imageName, of: viewModel)

        try store.renameApp(to: "WeChat")
        try store.setAppImage(named: "We Chat")

        // Each change of the app sets both outputs, and every set is told.
        #expect(name.values == ["QQ", "WeChat", "WeChat"], "the card shows the app's new name")
        #expect(image.values == ["QQ", "QQ", "We Chat"], "the card's icon shows the new image")
    }

    @Test func cardShowsTheLoadedApp() async throws {
        let store = Store()
        let viewModel = AppCardViewModel(store: store)
        viewModel.viewDidLoad()
        let name = OutputRecorder(\AppCardViewModel.name, of: viewModel)
        let image = OutputRecorder(\AppCardViewModel.imageName, of: viewModel)

        #expect(name.values == ["No app loaded"], "before a load the card says \"No app loaded\"")

        store.replaceCatalog(
            Catalog(products: [], app: AppInfo(name: "Taobao", imageName: "tao bao")))

        #expect(name.values == ["No app loaded", "Taobao"], "a loaded app's name shows")
        #expect(image.values.last == "tao bao", "a loaded app's image shows")
    }

    @Test func aReloadKeepsTheTapCount() async throws {
        let store = Store(catalog: threeProducts())
        let viewModel = AppCardViewModel(store: store)
        viewModel.viewDidLoad()
        viewModel.cardTapped()
        viewModel.cardTapped()
        let feedback = OutputRecorder(\AppCardViewModel.feedback, of: viewModel)

        store.replaceCatalog(threeProducts())

        #expect(
            feedback.values == ["Tapped 2 times", "Tapped 2 times"],
            "after a reload the card still counts the taps")
    }
}

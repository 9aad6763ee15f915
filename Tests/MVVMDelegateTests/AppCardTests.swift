import BehaviourTesting
import Model
import Testing

@testable import MVVMDelegate

/// MVVM (delegate): the card's view model is tested alone, through `cardTapped()`, with a spy
/// delegate that keeps every output the view model announced, as the view would read it.
@MainActor
@Suite("MVVM (delegate): app card") struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        let viewModel = AppCardViewModel(store: Store(catalog: threeProducts()))
        let delegate = AppCardDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()

        #expect(viewModel.feedback == "Tap the card", "before any tap the card invites one")

        viewModel.cardTapped()

        #expect(delegate.feedback == ["Tapped 1 time"], "one tap reads \"Tapped 1 time\"")

        viewModel.cardTapped()

        #expect(
            delegate.feedback == ["Tapped 1 time", "Tapped 2 times"],
            "two taps read \"Tapped 2 times\"")
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        let store = Store(catalog: threeProducts())
        let viewModel = AppCardViewModel(store: store)
        let delegate = AppCardDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()

        try store.renameApp(to: "WeChat")
        try store.setAppImage(named: "We Chat")

        #expect(delegate.names == ["QQ", "WeChat"], "the card shows the app's new name")
        #expect(delegate.images == ["QQ", "We Chat"], "the card's icon shows the new image")
    }

    @Test func cardShowsTheLoadedApp() async throws {
        let store = Store()
        let viewModel = AppCardViewModel(store: store)
        let delegate = AppCardDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()

        #expect(
            viewModel.name == "No app loaded" && delegate.names.isEmpty,
            "before a load the card says \"No app loaded\"")

        store.replaceCatalog(
            Catalog(products: [], app: AppInfo(name: "Taobao", imageName: "tao bao")))

        #expect(delegate.names == ["Taobao"], "a loaded app's name shows")
        #expect(delegate.images == ["tao bao"], "a loaded app's image shows")
    }

    @Test func aReloadKeepsTheTapCount() async throws {
        let store = Store(catalog: threeProducts())
        let viewModel = AppCardViewModel(store: store)
        let delegate = AppCardDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        viewModel.cardTapped()
        viewModel.cardTapped()

        store.replaceCatalog(threeProducts())

        #expect(
            delegate.feedback == ["Tapped 1 time", "Tapped 2 times"],
            "after a reload the card still counts the taps")
    }
}

/// Stands in for the card's view as its view model's delegate: when told an output changed, it
/// reads it, as the view does, and keeps it, oldest first.
@MainActor
final class AppCardDelegateSpy: AppCardViewModelDelegate {
    private let viewModel: AppCardViewModel
    private(set) var names: [String] = []
    private(set) var images: [String?] = []
    private(set) var feedback: [String] = []

    init(listeningTo viewModel: AppCardViewModel) {
        self.viewModel = viewModel
        viewModel.delegate = self
    }

    func cardNameDidChange() { names.append(viewModel.name) }
    func cardImageDidChange() { images.append(viewModel.imageName) }
    func cardFeedbackDidChange() { feedback.append(viewModel.feedback) }
}

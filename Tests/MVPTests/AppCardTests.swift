import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the card's presenter is tested with a spy standing in for `AppCardView`, which keeps
/// everything the presenter told it.
@MainActor
@Suite("MVP: app card") struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        let view = AppCardViewSpy()
        let presenter = AppCardPresenter(store: Store(catalog: threeProducts()))
        presenter.view = view

        presenter.viewDidLoad()

        #expect(view.feedback == ["Tap the card"], "before any tap the card invites one")

        presenter.cardTapped()

        #expect(
            view.feedback == ["Tap the card", "Tapped 1 time"], "one tap reads \"Tapped 1 time\"")

        presenter.cardTapped()

        #expect(
            view.feedback == ["Tap the card", "Tapped 1 time", "Tapped 2 times"],
            "two taps read \"Tapped 2 times\"")
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        let store = Store(catalog: threeProducts())
        let view = AppCardViewSpy()
        let presenter = AppCardPresenter(store: store)
        presenter.view = view
        presenter.viewDidLoad()

        try store.renameApp(to: "WeChat")
        try store.setAppImage(named: "We Chat")

        #expect(view.names == ["QQ", "WeChat", "WeChat"], "the card shows the app's new name")
        #expect(view.images == ["QQ", "QQ", "We Chat"], "the card's icon shows the new image")
    }

    @Test func cardShowsTheLoadedApp() async throws {
        let store = Store()
        let view = AppCardViewSpy()
        let presenter = AppCardPresenter(store: store)
        presenter.view = view
        presenter.viewDidLoad()

        #expect(view.names == ["No app loaded"], "before a load the card says \"No app loaded\"")

        store.replaceCatalog(
            Catalog(products: [], app: AppInfo(name: "Taobao", imageName: "tao bao")))

        #expect(view.names == ["No app loaded", "Taobao"], "a loaded app's name shows")
        #expect(view.images == [nil, "tao bao"], "a loaded app's image shows")
    }

    @Test func aReloadKeepsTheTapCount() async throws {
        let store = Store(catalog: threeProducts())
        let view = AppCardViewSpy()
        let presenter = AppCardPresenter(store: store)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.cardTapped()
        presenter.cardTapped()

        store.replaceCatalog(threeProducts())

        #expect(
            view.feedback.last == "Tapped 2 times", "after a reload the card still counts the taps")
    }
}

/// Keeps everything the presenter tells the card, oldest first.
@MainActor
final class AppCardViewSpy: AppCardView {
    private(set) var names: [String] = []
    private(set) var images: [String?] = []
    private(set) var feedback: [String] = []

    func set(name: String, image: String?) {
        names.append(name)
        images.append(image)
    }
    func set(feedback: String) { self.feedback.append(feedback) }
}

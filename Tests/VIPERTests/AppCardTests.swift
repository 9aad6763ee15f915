import BehaviourTesting
import Model
import Testing

@testable import VIPER

/// VIPER: the card's presenter is tested with a spy standing in for its view
/// (`AppCardViewInput`) and a mock interactor whose app the test sets, the test calling
/// `appChanged()` as the interactor would. Where a behaviour is about which app the card shows,
/// its test first tests the interactor, on the real store with a spy for its output: the suite
/// tests each link of the chain store → interactor → presenter.
@MainActor
@Suite("VIPER: app card") struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        let interactor = AppCardInteractorMock(app: threeProducts().app)
        let view = AppCardViewSpy()
        let presenter = AppCardPresenter(interactor: interactor)
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
        // The interactor: it tells its output each change to the store's app, and reads the app.
        let store = Store(catalog: threeProducts())
        let interactor = AppCardInteractor(store: store)
        let output = AppCardInteractorOutputSpy()
        interactor.output = output
        interactor.observeApp()

        try store.renameApp(to: "WeChat")
        try store.setAppImage(named: "We Chat")
        let told = output.appChangedCalls

        // The presenter: told the app changed, it shows the app the interactor now reads.
        let interactorMock = AppCardInteractorMock(app: threeProducts().app)
        let view = AppCardViewSpy()
        let presenter = AppCardPresenter(interactor: interactorMock)
        presenter.view = view
        presenter.viewDidLoad()
        interactorMock.app = AppInfo(name: "WeChat", imageName: "QQ")
        presenter.appChanged()
        interactorMock.app = AppInfo(name: "WeChat", imageName: "We Chat")
        presenter.appChanged()

        #expect(
            told == 2 && interactor.app?.name == "WeChat" && interactorMock.observeAppCalls == 1
                && view.names == ["QQ", "WeChat", "WeChat"],
            "the card shows the app's new name")
        #expect(
            interactor.app?.imageName == "We Chat" && view.images == ["QQ", "QQ", "We Chat"],
            "the card's icon shows the new image")
    }

    @Test func cardShowsTheLoadedApp() async throws {
        // The interactor: it tells its output when a catalog brings an app, and reads the app.
        let store = Store()
        let interactor = AppCardInteractor(store: store)
        let output = AppCardInteractorOutputSpy()
        interactor.output = output
        interactor.observeApp()

        let before = interactor.app
        store.replaceCatalog(
            Catalog(products: [], app: AppInfo(name: "Taobao", imageName: "tao bao")))

        // The presenter: with no app, then told the loaded one came, it shows what it reads.
        let interactorMock = AppCardInteractorMock(app: nil)
        let view = AppCardViewSpy()
        let presenter = AppCardPresenter(interactor: interactorMock)
        presenter.view = view
        presenter.viewDidLoad()

        #expect(
            before == nil && interactorMock.observeAppCalls == 1
                && view.names == ["No app loaded"],
            "before a load the card says \"No app loaded\"")

        interactorMock.app = AppInfo(name: "Taobao", imageName: "tao bao")
        presenter.appChanged()

        #expect(
            output.appChangedCalls == 1 && interactor.app?.name == "Taobao"
                && view.names == ["No app loaded", "Taobao"],
            "a loaded app's name shows")
        #expect(
            interactor.app?.imageName == "tao bao" && view.images == [nil, "tao bao"],
            "a loaded app's image shows")
    }

    @Test func aReloadKeepsTheTapCount() async throws {
        let interactor = AppCardInteractorMock(app: threeProducts().app)
        let view = AppCardViewSpy()
        let presenter = AppCardPresenter(interactor: interactor)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.cardTapped()
        presenter.cardTapped()

        // A reload brings the catalog's app again, and the interactor says so.
        interactor.app = threeProducts().app
        presenter.appChanged()

        #expect(
            view.feedback.last == "Tapped 2 times", "after a reload the card still counts the taps")
    }
}

/// Keeps everything the presenter tells the card, oldest first.
@MainActor
final class AppCardViewSpy: AppCardViewInput {
    private(set) var names: [String] = []
    private(set) var images: [String?] = []
    private(set) var feedback: [String] = []

    func set(name: String, image: String?) {
        names.append(name)
        images.append(image)
    }
    func set(feedback: String) { self.feedback.append(feedback) }
}

/// Stands in for the card's interactor: gives the presenter the app the test set, and counts the
/// presenter's requests to observe it.
@MainActor
final class AppCardInteractorMock: AppCardInteractorInput {
    var app: AppInfo?
    private(set) var observeAppCalls = 0

    init(app: AppInfo?) {
        self.app = app
    }

    func observeApp() { observeAppCalls += 1 }
}

/// Stands in for the presenter as the interactor's output: counts what the interactor tells it.
@MainActor
final class AppCardInteractorOutputSpy: AppCardInteractorOutput {
    private(set) var appChangedCalls = 0

    func appChanged() { appChangedCalls += 1 }
}

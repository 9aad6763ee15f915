import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the card's presenter is tested with a spy standing in for `AppCardView`.
@MainActor
@Suite("MVP: app card", .countsViews) struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        let view = AppCardViewSpy()
        let presenter = AppCardPresenter(store: Store(catalog: threeProducts()))
        presenter.view = view
        presenter.viewDidLoad()
        #expect(view.feedback == "Tap the card", "before any tap the card invites one")
        presenter.cardTapped()
        #expect(view.feedback == "Tapped 1 time", "one tap reads \"Tapped 1 time\"")
        presenter.cardTapped()
        #expect(view.feedback == "Tapped 2 times", "two taps read \"Tapped 2 times\"")
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        let store = Store(catalog: threeProducts())
        let view = AppCardViewSpy()
        let presenter = AppCardPresenter(store: store)
        presenter.view = view
        presenter.viewDidLoad()
        try store.renameApp(to: "WeChat")
        try store.setAppImage(named: "We Chat")
        #expect(view.name == "WeChat", "the card shows the app's new name")
        #expect(view.image == "We Chat", "the card's icon shows the new image")
    }
}

/// Records what the presenter tells the card.
@MainActor
final class AppCardViewSpy: AppCardView {
    var name: String?
    var image: String?
    var feedback: String?

    func set(name: String, image: String?) {
        self.name = name
        self.image = image
    }
    func set(feedback: String) { self.feedback = feedback }
}

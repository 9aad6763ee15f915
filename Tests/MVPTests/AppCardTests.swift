import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the card's presenter, with a spy for its view.
@MainActor
@Suite struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        try await measure("MVP") {
            let view = AppCardViewSpy()
            let presenter = AppCardPresenter(store: Store(catalog: threeProducts()))
            presenter.view = view
            presenter.cardTapped()
            #expect(view.feedback == "Tapped 1 time")
            presenter.cardTapped()
            #expect(view.feedback == "Tapped 2 times")
        }
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        try await measure("MVP") {
            let store = Store(catalog: threeProducts())
            let view = AppCardViewSpy()
            let presenter = AppCardPresenter(store: store)
            presenter.view = view
            presenter.viewDidLoad()
            try store.renameApp(to: "WeChat")
            #expect(view.name == "WeChat")
        }
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

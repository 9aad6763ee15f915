import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the card's presenter is tested with a spy standing in for `AppCardView`.
@MainActor
@Suite struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        try await measure("MVP") { facts in
            let view = AppCardViewSpy()
            let presenter = AppCardPresenter(store: Store(catalog: threeProducts()))
            presenter.view = view
            presenter.viewDidLoad()
            facts.check(.promptBeforeTaps, view.feedback, equals: "Tap the card")
            presenter.cardTapped()
            facts.check(.oneTap, view.feedback, equals: "Tapped 1 time")
            presenter.cardTapped()
            facts.check(.twoTaps, view.feedback, equals: "Tapped 2 times")
        }
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        try await measure("MVP") { facts in
            let store = Store(catalog: threeProducts())
            let view = AppCardViewSpy()
            let presenter = AppCardPresenter(store: store)
            presenter.view = view
            presenter.viewDidLoad()
            try store.renameApp(to: "WeChat")
            try store.setAppImage(named: "We Chat")
            facts.check(.nameShown, view.name, equals: "WeChat")
            facts.check(.iconShown, view.image, equals: "We Chat")
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

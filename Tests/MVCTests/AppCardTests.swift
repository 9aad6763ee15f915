import BehaviourTesting
import Model
import Testing
import TextUI

@testable import MVC

/// MVC: the card is plain widgets the controller fills, so a test touches the card and reads
/// the widgets.
@MainActor
@Suite struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        try await measure("MVC") { facts in
            let controller = AppCardViewController(store: Store(catalog: threeProducts()))
            _ = controller.view
            facts.check(.promptBeforeTaps, controller.feedbackLabel.text, equals: "Tap the card")
            _ = controller.view.handleTap()
            facts.check(.oneTap, controller.feedbackLabel.text, equals: "Tapped 1 time")
            _ = controller.view.handleTap()
            facts.check(.twoTaps, controller.feedbackLabel.text, equals: "Tapped 2 times")
        }
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        try await measure("MVC") { facts in
            let store = Store(catalog: threeProducts())
            let controller = AppCardViewController(store: store)
            _ = controller.view
            try store.renameApp(to: "WeChat")
            try store.setAppImage(named: "We Chat")
            facts.check(.nameShown, controller.nameLabel.text, equals: "WeChat")
            facts.check(.iconShown, controller.iconView.image, equals: Image(named: "We Chat"))
        }
    }
}

import BehaviourTesting
import Model
import Testing
import TextUI

@testable import MVC

/// MVC: the card is plain widgets the controller fills, so a test calls the action its card's tap
/// runs and reads the widgets.
@MainActor
@Suite("MVC: app card") struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        let controller = AppCardViewController(store: Store(catalog: threeProducts()))
        _ = controller.view

        #expect(
            controller.feedbackLabel.text == "Tap the card", "before any tap the card invites one")

        controller.cardTapped()

        #expect(controller.feedbackLabel.text == "Tapped 1 time", "one tap reads \"Tapped 1 time\"")

        controller.cardTapped()

        #expect(
            controller.feedbackLabel.text == "Tapped 2 times", "two taps read \"Tapped 2 times\"")
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        let store = Store(catalog: threeProducts())
        let controller = AppCardViewController(store: store)
        _ = controller.view

        try store.renameApp(to: "WeChat")
        try store.setAppImage(named: "We Chat")

        #expect(controller.nameLabel.text == "WeChat", "the card shows the app's new name")
        #expect(
            controller.iconView.image?.name == "We Chat", "the card's icon shows the new image")
    }
}

import BehaviourTesting
import Model
import Testing

@testable import MVC

/// MVC: the card's controller counts taps and pushes the app into its labels.
@MainActor
@Suite struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        try await measure("MVC") {
            let controller = AppCardViewController(store: Store(catalog: threeProducts()))
            _ = controller.view.handleTap()
            #expect(controller.feedbackLabel.text == "Tapped 1 time")
            _ = controller.view.handleTap()
            #expect(controller.feedbackLabel.text == "Tapped 2 times")
        }
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        try await measure("MVC") {
            let store = Store(catalog: threeProducts())
            let controller = AppCardViewController(store: store)
            _ = controller.view
            try store.renameApp(to: "WeChat")
            #expect(controller.nameLabel.text == "WeChat")
        }
    }
}

import BehaviourTesting
import Model
import Testing

@testable import MVCVariant

/// MVC variant: `AppView` formats its own feedback and fills its own hidden subviews, so a test
/// touches the card and reads what it draws.
@MainActor
@Suite("MVC variant: app card", .countsViews) struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        let controller = AppCardViewController(store: Store(catalog: threeProducts()))
        _ = controller.view
        #expect(
            renderedLines(of: controller.appView).last == "Tap the card",
            "before any tap the card invites one")
        controller.appViewDidTap(controller.appView)
        #expect(
            renderedLines(of: controller.appView).last == "Tapped 1 time",
            "one tap reads \"Tapped 1 time\"")
        controller.appViewDidTap(controller.appView)
        #expect(
            renderedLines(of: controller.appView).last == "Tapped 2 times",
            "two taps read \"Tapped 2 times\"")
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        let store = Store(catalog: threeProducts())
        let controller = AppCardViewController(store: store)
        _ = controller.view
        try store.renameApp(to: "WeChat")
        try store.setAppImage(named: "We Chat")
        let lines = renderedLines(of: controller.appView)
        #expect(lines[3] == "WeChat", "the card shows the app's new name")
        #expect(lines[1] == "│  WC  │", "the card's icon shows the new image")
    }
}

import BehaviourTesting
import Model
import Testing

@testable import MVCVariant

/// MVC variant: `AppView` formats its own feedback and fills its own hidden subviews, so a test
/// touches the card and reads what it draws.
@MainActor
@Suite struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        try await measure("MVCVariant") { facts in
            let controller = AppCardViewController(store: Store(catalog: threeProducts()))
            _ = controller.view
            facts.check(
                .promptBeforeTaps, renderedLines(of: controller.appView).last,
                equals: "Tap the card")
            _ = controller.appView.handleTap()
            facts.check(
                .oneTap, renderedLines(of: controller.appView).last, equals: "Tapped 1 time")
            _ = controller.appView.handleTap()
            facts.check(
                .twoTaps, renderedLines(of: controller.appView).last, equals: "Tapped 2 times")
        }
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        try await measure("MVCVariant") { facts in
            let store = Store(catalog: threeProducts())
            let controller = AppCardViewController(store: store)
            _ = controller.view
            try store.renameApp(to: "WeChat")
            try store.setAppImage(named: "We Chat")
            let lines = renderedLines(of: controller.appView)
            facts.check(.nameShown, lines[3], equals: "WeChat")
            facts.check(.iconShown, lines[1], equals: "│  WC  │")
        }
    }
}

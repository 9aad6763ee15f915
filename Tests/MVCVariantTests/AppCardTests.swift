import BehaviourTesting
import Model
import Testing

@testable import MVCVariant

/// MVC variant: `AppView` formats its own feedback and fills its own hidden subviews, so a test
/// hands it values and reads what it draws.
@MainActor
@Suite struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        try await measure("MVCVariant") {
            let appView = AppView()
            appView.tapCount = 1
            #expect(renderedText(of: appView).hasSuffix("Tapped 1 time"))
            appView.tapCount = 2
            #expect(renderedText(of: appView).hasSuffix("Tapped 2 times"))
        }
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        try await measure("MVCVariant") {
            let store = Store(catalog: threeProducts())
            let controller = AppCardViewController(store: store)
            _ = controller.view
            try store.renameApp(to: "WeChat")
            #expect(controller.appView.app?.name == "WeChat")
        }
    }
}

import BehaviourTesting
import Model
import Testing

@testable import MVCVariant

/// MVC variant: `AppView` formats its own feedback and fills its own subviews, so a test tells
/// the controller of taps as the card's delegate and reads the card's subviews.
@MainActor
@Suite("MVC variant: app card") struct AppCardTests {
    @Test func cardTapFeedbackIsPluralised() async throws {
        let controller = AppCardViewController(store: Store(catalog: threeProducts()))
        _ = controller.view
        let card = controller.appView

        #expect(card.feedbackLabel.text == "Tap the card", "before any tap the card invites one")

        controller.appViewDidTap(card)

        #expect(card.feedbackLabel.text == "Tapped 1 time", "one tap reads \"Tapped 1 time\"")

        controller.appViewDidTap(card)

        #expect(card.feedbackLabel.text == "Tapped 2 times", "two taps read \"Tapped 2 times\"")
    }

    @Test func cardUpdatesWhenTheAppChanges() async throws {
        let store = Store(catalog: threeProducts())
        let controller = AppCardViewController(store: store)
        _ = controller.view

        try store.renameApp(to: "WeChat")
        try store.setAppImage(named: "We Chat")

        #expect(controller.appView.nameLabel.text == "WeChat", "the card shows the app's new name")
        #expect(
            controller.appView.iconView.image?.name == "We Chat",
            "the card's icon shows the new image")
    }

    @Test func cardShowsTheLoadedApp() async throws {
        let store = Store()
        let controller = AppCardViewController(store: store)
        _ = controller.view
        let card = controller.appView

        #expect(
            card.nameLabel.text == "No app loaded", "before a load the card says \"No app loaded\"")

        store.replaceCatalog(
            Catalog(products: [], app: AppInfo(name: "Taobao", imageName: "tao bao")))

        #expect(card.nameLabel.text == "Taobao", "a loaded app's name shows")
        #expect(card.iconView.image?.name == "tao bao", "a loaded app's image shows")
    }

    @Test func aReloadKeepsTheTapCount() async throws {
        let store = Store(catalog: threeProducts())
        let controller = AppCardViewController(store: store)
        _ = controller.view
        let card = controller.appView
        controller.appViewDidTap(card)
        controller.appViewDidTap(card)

        store.replaceCatalog(threeProducts())

        #expect(
            card.feedbackLabel.text == "Tapped 2 times",
            "after a reload the card still counts the taps")
    }
}

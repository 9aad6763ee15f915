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

    @Test func cardShowsTheLoadedApp() async throws {
        let store = Store()
        let controller = AppCardViewController(store: store)
        _ = controller.view

        #expect(
            controller.nameLabel.text == "No app loaded",
            "before a load the card says \"No app loaded\"")

        store.replaceCatalog(
            Catalog(products: [], app: AppInfo(name: "Taobao", imageName: "tao bao")))

        #expect(controller.nameLabel.text == "Taobao", "a loaded app's name shows")
        #expect(controller.iconView.image?.name == "tao bao", "a loaded app's image shows")
    }

    @Test func aReloadKeepsTheTapCount() async throws {
        let store = Store(catalog: threeProducts())
        let controller = AppCardViewController(store: store)
        _ = controller.view
        controller.cardTapped()
        controller.cardTapped()

        store.replaceCatalog(threeProducts())

        #expect(
            controller.feedbackLabel.text == "Tapped 2 times",
            "after a reload the card still counts the taps")
    }
}

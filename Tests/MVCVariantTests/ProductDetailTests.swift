import BehaviourTesting
import Model
import Testing
import TextUI

@testable import MVCVariant

/// MVC variant: the shop list's controller pushes the detail's controller, so the tests put the
/// controllers in a navigation controller, send the events UIKit would and read the views.
@MainActor
@Suite("MVC variant: product detail") struct ProductDetailTests {
    /// A store holding three products, and product 2's detail on top of a navigation
    /// controller, its view loaded.
    static func shownDetail() -> (Store, NavigationController, ProductDetailViewController) {
        let store = Store()
        store.replaceCatalog(threeProducts())
        let detail = ProductDetailViewController(store: store, productID: 1)
        let navigation = NavigationController(rootViewController: ViewController())
        navigation.pushViewController(detail, animated: false)
        _ = navigation.view
        return (store, navigation, detail)
    }

    @Test func detailButtonOpensTheProductsDetail() async throws {
        let service = ControlledCatalogService()
        let list = ShopListViewController(store: Store(), service: service)
        let navigation = NavigationController(rootViewController: list)
        _ = navigation.view
        await service.succeed(with: threeProducts())

        list.tableView(
            list.tableView, accessoryButtonTappedForRowWith: IndexPath(row: 1, section: 0))

        #expect(
            navigation.topViewController is ProductDetailViewController,
            "a row's detail button asks for that product's detail")
        let detail = try #require(navigation.topViewController as? ProductDetailViewController)
        #expect(
            detail.formView.nameField.text == "Product 2"
                && detail.formView.priceLabel.text == "¥19.10",
            "the detail shows the product's name and its price formatted")
    }

    @Test func saveRenamesTheProductAndClosesTheDetail() {
        let (store, navigation, detail) = Self.shownDetail()
        detail.formView.nameField.text = ""  // the field's clear button
        detail.formView.nameField.sendActions(for: .editingChanged)
        #expect(!detail.saveButton.isEnabled, "Save is disabled while the name is empty")
        for key in "Tea" { detail.formView.nameField.insertText(String(key)) }

        detail.saveButton.sendActions(for: .touchUpInside)

        #expect(store.product(withID: 1)?.name == "Tea", "Save renames the product in the store")
        #expect(navigation.topViewController !== detail, "after Save the detail is done")
    }

    @Test func aRemovedProductsDetailCannotBeSaved() throws {
        let (store, _, detail) = Self.shownDetail()

        try store.removeProduct(id: 1)

        #expect(
            detail.statusLabel.text == "This product was removed.",
            "the detail says its product was removed")
        #expect(!detail.saveButton.isEnabled, "Save is disabled once the product is gone")
    }
}

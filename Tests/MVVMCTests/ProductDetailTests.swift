import BehaviourTesting
import Model
import Testing
import TextUI

@testable import MVVMC

/// MVVM-C: navigation is tested through the coordinator, on a navigation controller it starts,
/// as a UIKit test of a coordinator does (no window: the stack is read, not drawn); the detail's
/// view model alone where no navigation is involved.
@MainActor
@Suite("MVVM-C: product detail") struct ProductDetailTests {
    /// A store holding three products, and product 2's detail view model, loaded.
    static func shownDetail() -> (Store, ProductDetailViewModel) {
        let store = Store()
        store.replaceCatalog(threeProducts())
        let viewModel = ProductDetailViewModel(store: store, productID: 1)
        viewModel.viewDidLoad()
        return (store, viewModel)
    }

    /// The shop tab as its coordinator starts it, with three products loaded: the coordinator
    /// (the test keeps it, as the scene delegate does), its navigation controller and the list
    /// on show.
    static func startedShop(store: Store) async throws -> (
        ShopCoordinator, NavigationController, ShopListViewController
    ) {
        let service = ControlledCatalogService()
        let coordinator = ShopCoordinator(store: store, service: service)
        let navigation = coordinator.start()
        let list = try #require(navigation.topViewController as? ShopListViewController)
        list.viewModel.viewDidLoad()
        await service.succeed(with: threeProducts())
        return (coordinator, navigation, list)
    }

    @Test func detailButtonOpensTheProductsDetail() async throws {
        let (coordinator, navigation, list) = try await Self.startedShop(store: Store())
        defer { withExtendedLifetime(coordinator) {} }

        list.viewModel.detailButtonTapped(at: 1)

        #expect(
            navigation.topViewController is ProductDetailViewController,
            "a row's detail button asks for that product's detail")
        let detail = try #require(navigation.topViewController as? ProductDetailViewController)
        #expect(
            detail.viewModel.nameText == "Product 2" && detail.viewModel.price == "¥19.10",
            "the detail shows the product's name and its price formatted")
    }

    @Test func saveRenamesTheProductAndClosesTheDetail() async throws {
        let store = Store()
        let (coordinator, navigation, list) = try await Self.startedShop(store: store)
        defer { withExtendedLifetime(coordinator) {} }
        list.viewModel.detailButtonTapped(at: 1)
        let detail = try #require(navigation.topViewController as? ProductDetailViewController)
        detail.viewModel.nameChanged("")
        #expect(!detail.viewModel.saveIsEnabled, "Save is disabled while the name is empty")
        detail.viewModel.nameChanged("Tea")

        detail.viewModel.saveTapped()

        #expect(store.product(withID: 1)?.name == "Tea", "Save renames the product in the store")
        #expect(navigation.topViewController === list, "after Save the detail is done")
    }

    @Test func aRemovedProductsDetailCannotBeSaved() throws {
        let (store, viewModel) = Self.shownDetail()

        try store.removeProduct(id: 1)

        #expect(
            viewModel.status == "This product was removed.",
            "the detail says its product was removed")
        #expect(!viewModel.saveIsEnabled, "Save is disabled once the product is gone")
    }
}

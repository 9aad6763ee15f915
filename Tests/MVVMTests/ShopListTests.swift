import BehaviourTesting
import Model
import Testing

@testable import MVVM

/// MVVM: the view model is tested alone, through its intents and its display-ready outputs.
@MainActor
@Suite struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        try await measure("MVVM") {
            let viewModel = ShopListViewModel(
                store: Store(), service: StubCatalogService(threeProducts()))
            viewModel.viewDidLoad()
            await settle()
            #expect(viewModel.row(at: 1).price == "¥19.10")
        }
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        try await measure("MVVM") {
            let viewModel = ShopListViewModel(
                store: Store(), service: StubCatalogService(threeProducts()))
            viewModel.viewDidLoad()
            await settle()
            viewModel.productSelected(id: viewModel.row(at: 2).id)
            #expect(viewModel.detail == "Selected: Product 2 · ¥19.20")
        }
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        try await measure("MVVM") {
            let store = Store()
            let viewModel = ShopListViewModel(
                store: store, service: StubCatalogService(threeProducts()))
            viewModel.viewDidLoad()
            await settle()
            viewModel.productSelected(id: viewModel.row(at: 2).id)
            try store.renameProduct(id: 2, to: "Tea")
            try store.removeProduct(id: 0)
            #expect(viewModel.selectedRow == 1)
            #expect(viewModel.detail == "Selected: Tea · ¥19.20")
        }
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        try await measure("MVVM") {
            let viewModel = ShopListViewModel(
                store: Store(),
                service: StubCatalogService(Catalog(products: [], app: Catalog.builtIn.app)))
            viewModel.viewDidLoad()
            await settle()
            #expect(viewModel.content == .message("No products yet.", hint: nil))
        }
    }

    @Test func loadFailureThenRetry() async throws {
        try await measure("MVVM") {
            let service = StubCatalogService(threeProducts())
            service.failing = true
            let viewModel = ShopListViewModel(store: Store(), service: service)
            viewModel.viewDidLoad()
            await settle()
            #expect(
                viewModel.content
                    == .message(
                        "Load failed: the service is down", hint: "Tap Reload to try again."))
            service.failing = false
            viewModel.reloadTapped()
            await settle()
            #expect(viewModel.title == "Shop · 3 items")
        }
    }
}

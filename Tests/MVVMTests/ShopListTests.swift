import BehaviourTesting
import Model
import Testing

@testable import MVVM

/// MVVM: the view model is tested alone, through its intents and its display-ready outputs.
@MainActor
@Suite struct ShopListTests {
    @Test func priceFormattingOfARow() async throws {
        try await measure("MVVM") { facts in
            let viewModel = ShopListViewModel(
                store: Store(), service: StubCatalogService(threeProducts()))
            viewModel.viewDidLoad()
            await settle()
            facts.check(.rowShowsName, viewModel.row(at: 1).name, equals: "Product 1")
            facts.check(.rowShowsPrice, viewModel.row(at: 1).price, equals: "¥19.10")
        }
    }

    @Test func selectingARowShowsTheDetailLine() async throws {
        try await measure("MVVM") { facts in
            let viewModel = ShopListViewModel(
                store: Store(), service: StubCatalogService(threeProducts()))
            viewModel.viewDidLoad()
            await settle()
            viewModel.productSelected(id: viewModel.row(at: 2).id)
            facts.check(.rowIsMarked, viewModel.selectedRow, equals: 2)
            facts.check(
                .detailShowsProduct, viewModel.detail, equals: "Selected: Product 2 · ¥19.20")
        }
    }

    @Test func selectionFollowsTheProductAcrossChanges() async throws {
        try await measure("MVVM") { facts in
            let store = Store()
            let viewModel = ShopListViewModel(
                store: store, service: StubCatalogService(threeProducts()))
            viewModel.viewDidLoad()
            await settle()
            viewModel.productSelected(id: viewModel.row(at: 2).id)
            try store.renameProduct(id: 2, to: "Tea")
            try store.removeProduct(id: 0)
            facts.check(.markFollowsProduct, viewModel.selectedRow, equals: 1)
            facts.check(.detailShowsNewName, viewModel.detail, equals: "Selected: Tea · ¥19.20")
        }
    }

    @Test func emptyCatalogShowsTheEmptyState() async throws {
        try await measure("MVVM") { facts in
            let viewModel = ShopListViewModel(
                store: Store(),
                service: StubCatalogService(Catalog(products: [], app: Catalog.builtIn.app)))
            viewModel.viewDidLoad()
            await settle()
            facts.check(.titleCountsNone, viewModel.title, equals: "Shop · 0 items")
            facts.check(.emptyMessage, viewModel.content.message, equals: "No products yet.")
            facts.check(.tableHidden, viewModel.content == .products, equals: false)
        }
    }

    @Test func loadFailureThenRetry() async throws {
        try await measure("MVVM") { facts in
            let service = StubCatalogService(threeProducts())
            service.failing = true
            let viewModel = ShopListViewModel(store: Store(), service: service)
            viewModel.viewDidLoad()
            await settle()
            facts.check(
                .failureMessage, viewModel.content.message,
                equals: "Load failed: the service is down")
            facts.check(.retryHint, viewModel.content.hint, equals: "Tap Reload to try again.")
            facts.check(.tableHidden, viewModel.content == .products, equals: false)
            service.failing = false
            viewModel.reloadTapped()
            facts.check(.loadingWhileRetrying, viewModel.content.message, equals: "Loading…")
            await settle()
            facts.check(.rowsAfterRetry, viewModel.rowCount, equals: 3)
        }
    }

    @Test func aSupersededLoadChangesNothing() async throws {
        try await measure("MVVM") { facts in
            let service = ControlledCatalogService()
            service.expectLoads(2)
            let viewModel = ShopListViewModel(store: Store(), service: service)
            viewModel.viewDidLoad()
            await settle()
            viewModel.reloadTapped()
            await settle()
            facts.check(.loadingWhileRetrying, viewModel.content.message, equals: "Loading…")
            service.succeed(with: threeProducts(), request: 2)
            await settle()
            service.fail(request: 1)
            await settle()
            facts.check(.olderAnswerIgnored, viewModel.content, equals: .products)
            facts.check(.newestAnswerShown, viewModel.title, equals: "Shop · 3 items")
        }
    }
}

extension ShopListViewModel.Content {
    /// The message shown instead of the list, if any.
    var message: String? {
        if case .message(let message, _) = self { message } else { nil }
    }

    /// The hint under the message, if any.
    var hint: String? {
        if case .message(_, let hint) = self { hint } else { nil }
    }
}

import ElmArchitecture
import Model
import Roles

/// **Reducer** of the shop list: the one place its state changes. It starts loads (the newest
/// decides) and takes their answers, keeps the selection by product, takes the store's products
/// as its subscription sends them, and opens and closes the product detail, whose own reducer it
/// runs on the detail's state (Elm's nested `update`).
public struct ShopListFeature: Reducer, Role.Reducer {
    /// The app's data: the catalog a load writes, and the products the list follows.
    let store: Store
    /// Where catalogs are loaded from.
    let service: any CatalogService

    public init(store: Store, service: any CatalogService) {
        self.store = store
        self.service = service
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            state.phase = .loading
            return .merge(observeProducts(), load())
        case .reloadTapped:
            state.phase = .loading
            return load()
        case .rowSelected(let row):
            state.selectedProductID = state.products[row].id
            return .none
        case .detailButtonTapped(let row):
            state.detail = ProductDetailFeature.State(product: state.products[row])
            return .none
        case .detailDismissed:
            state.detail = nil
            return .cancel(id: ProductDetailFeature.CancelID.storeChanges)
        case .detail(let action):
            return reduceDetail(into: &state, action: action)
        case .catalogLoaded(let catalog):
            state.phase = .loaded
            // The store tells every screen, this one too (`.productsChanged`).
            return .fireAndForget { [store] in store.replaceCatalog(catalog) }
        case .catalogLoadFailed(let reason):
            state.phase = .failed(reason)
            return .none
        case .productsChanged(let products):
            state.products = products
            // The selection follows its product, and ends when the product is gone.
            if let id = state.selectedProductID, !products.contains(where: { $0.id == id }) {
                state.selectedProductID = nil
            }
            return .none
        case .productUpdated(let product, let row):
            state.products[row] = product
            return .none
        }
    }

    /// Runs the detail's reducer on the detail's state, while there is one. Save closes the
    /// detail: navigation is state, and the detail's subscription ends with it.
    private func reduceDetail(
        into state: inout State, action: ProductDetailFeature.Action
    ) -> Effect<Action> {
        guard var detail = state.detail else { return .none }  // closed already
        let effect = ProductDetailFeature(store: store).reduce(into: &detail, action: action)
            .map { Action.detail($0) }
        state.detail = detail
        guard action == .saveTapped else { return effect }
        state.detail = nil
        return .merge(.cancel(id: ProductDetailFeature.CancelID.storeChanges), effect)
    }
}

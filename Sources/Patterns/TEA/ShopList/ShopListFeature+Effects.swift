import ElmArchitecture
import Model

extension ShopListFeature {
    /// What the shop list's effects are known by, to cancel them.
    enum CancelID {
        case load
    }

    /// Loads the catalog. The newest load decides: starting one cancels the one in flight, whose
    /// answer, early or late, success or failure, then changes nothing.
    func load() -> Effect<Action> {
        .run { [service] send in
            do {
                let catalog = try await service.loadCatalog()
                send(.catalogLoaded(catalog))
            } catch {
                send(.catalogLoadFailed(reason: "\(error)"))
            }
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
    }

    /// Follows the store's products for as long as the list lives: sends them at once, then
    /// after every change to them, in the change's own turn.
    func observeProducts() -> Effect<Action> {
        .subscribe { [store] send in
            send(.productsChanged(store.products))
            let observation = store.observe { change in
                switch change {
                case .productUpdated(let id):
                    guard let row = store.index(ofProductWithID: id) else { return }
                    send(.productUpdated(store.products[row], at: row))
                case .catalogReplaced, .productAdded, .productRemoved:
                    send(.productsChanged(store.products))
                case .appUpdated, .personUpdated:
                    return  // the card's business, and the profile's
                }
            }
            return observation.cancel
        }
    }
}

import ElmArchitecture
import Model

extension ProductDetailFeature {
    /// What the detail's effects are known by, to cancel them.
    enum CancelID {
        case storeChanges
    }

    /// Follows the product `id` in the store until the detail closes: sends it at once, then
    /// after every change to the products.
    func observeProduct(id: Int) -> Effect<Action> {
        .subscribe { [store] send in
            send(.productChanged(store.product(withID: id)))
            let observation = store.observe { change in
                if change != .appUpdated, change != .personUpdated {
                    send(.productChanged(store.product(withID: id)))
                }
            }
            return observation.cancel
        }
        .cancellable(id: CancelID.storeChanges)
    }

    /// Renames the product `id` in the store, at once: the list's row shows it in the next frame.
    func rename(_ id: Int, to name: String) -> Effect<Action> {
        .fireAndForget { [store] in
            try? store.renameProduct(id: id, to: name)  // Save is enabled only for a name
        }
    }
}

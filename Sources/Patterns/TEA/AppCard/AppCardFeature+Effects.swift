import ElmArchitecture
import Model

extension AppCardFeature {
    /// Follows the store's app for as long as the card lives: sends it at once, then after every
    /// change to it (a rename, a new image, a load).
    func observeApp() -> Effect<Action> {
        .subscribe { [store] send in
            send(.appChanged(store.app))
            let observation = store.observe { change in
                if change == .appUpdated || change == .catalogReplaced {
                    send(.appChanged(store.app))
                }
            }
            return observation.cancel
        }
    }
}

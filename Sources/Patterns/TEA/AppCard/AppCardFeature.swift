import ElmArchitecture
import Model
import Roles

/// **Reducer** of the app card: the one place its state changes. A tap counts; the app the store
/// holds comes in as an action, from the card's subscription to the store.
public struct AppCardFeature: Reducer, Role.Reducer {
    /// The app's data, which the card follows.
    let store: Store

    public init(store: Store) {
        self.store = store
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            return observeApp()
        case .cardTapped:
            state.tapCount += 1
            return .none
        case .appChanged(let app):
            state.app = app
            return .none
        }
    }
}

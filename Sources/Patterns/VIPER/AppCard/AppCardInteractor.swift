import Model
import Roles

/// **Interactor** of the app card: reads the app from the store for the presenter, and tells its
/// output when the app changed.
@MainActor
public final class AppCardInteractor: AppCardInteractorInput, Role.Interactor {
    /// The presenter. Weak: the presenter owns its interactor.
    public weak var output: (any AppCardInteractorOutput)?

    private let store: Store
    private var storeObservation: ObservationToken?

    public init(store: Store) {
        self.store = store
    }

    public var app: AppInfo? { store.app }

    public func observeApp() {
        storeObservation = store.observe { [weak self] change in
            if change == .appUpdated || change == .catalogReplaced { self?.output?.appChanged() }
        }
    }
}

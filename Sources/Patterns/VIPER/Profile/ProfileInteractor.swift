import Model
import Roles

/// **Interactor** of the profile: reads the stored person for the presenter, stores the one it is
/// given, and tells its output when the stored person changed.
@MainActor
public final class ProfileInteractor: ProfileInteractorInput, Role.Interactor {
    /// The presenter. Weak: the presenter owns its interactor.
    public weak var output: (any ProfileInteractorOutput)?

    private let store: Store
    private var storeObservation: ObservationToken?

    public init(store: Store) {
        self.store = store
    }

    public var person: Person { store.person }

    public func observePerson() {
        storeObservation = store.observe { [weak self] change in
            if change == .personUpdated || change == .catalogReplaced {
                self?.output?.personChanged()
            }
        }
    }

    public func save(_ person: Person) {
        try? store.updatePerson(person)
    }
}

import ElmArchitecture
import Model

extension ProfileFeature {
    /// Follows the stored person for as long as the profile lives: sends it at once, then after
    /// every change to it (a save, the server, a catalog carrying one).
    func observePerson() -> Effect<Action> {
        .subscribe { [store] send in
            send(.personChanged(store.person))
            let observation = store.observe { change in
                if change == .personUpdated || change == .catalogReplaced {
                    send(.personChanged(store.person))
                }
            }
            return observation.cancel
        }
    }

    /// Writes `person` to the store, at once: the card shows it in the next frame.
    func save(_ person: Person) -> Effect<Action> {
        .fireAndForget { [store] in
            try? store.updatePerson(person)  // Save is enabled only for a person that may be saved
        }
    }
}

import Model
import Roles

/// What the presenter asks of the interactor: the stored person, and saving one.
@MainActor
public protocol ProfileInteractorInput: AnyObject, Role.Interactor {
    /// The stored person.
    var person: Person { get }
    /// From now on, tell the output every change to the stored person.
    func observePerson()
    /// Stores `person`. A person the store refuses changes nothing.
    func save(_ person: Person)
}

import Roles

/// What the interactor tells the presenter.
@MainActor
public protocol ProfileInteractorOutput: AnyObject, Role.Presenter {
    /// The stored person changed: a save, or the server.
    func personChanged()
}

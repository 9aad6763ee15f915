import Roles

/// What the interactor tells the presenter.
@MainActor
public protocol AppCardInteractorOutput: AnyObject, Role.Presenter {
    /// The app changed, or a new catalog brought another.
    func appChanged()
}

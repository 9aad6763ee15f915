import Roles

/// What the interactor tells the presenter.
@MainActor
public protocol ProductDetailInteractorOutput: AnyObject, Role.Presenter {
    /// The product may have changed, or be gone.
    func productChanged()
}

import Roles

/// What the view tells the presenter.
@MainActor
public protocol AppCardViewOutput: AnyObject, Role.Presenter {
    /// The view has loaded.
    func viewDidLoad()
    /// The card was tapped.
    func cardTapped()
}

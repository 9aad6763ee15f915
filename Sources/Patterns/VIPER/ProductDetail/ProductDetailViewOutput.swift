import Roles

/// What the view tells the presenter.
@MainActor
public protocol ProductDetailViewOutput: AnyObject, Role.Presenter {
    /// The view has loaded.
    func viewDidLoad()
    /// The user edited the name field.
    func nameChanged(to text: String)
    /// Save was tapped.
    func saveTapped()
}

import Roles

/// What a product detail's view model tells its view (seed 002's `SearchRepositoriesDelegate`,
/// for this screen): its outputs changed, and the view reads them again; or the detail is done.
@MainActor
public protocol ProductDetailViewModelDelegate: AnyObject, Role.ViewModel {
    /// The outputs changed: `title`, `nameText`, `price`, `status`, `saveIsEnabled`.
    func productDetailDidChange()
    /// The product was saved: the detail is done.
    func productDetailDidFinish()
}

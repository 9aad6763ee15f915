import Roles

/// What the shop list's view model tells its view (seed 002's `SearchRepositoriesDelegate`, for
/// this screen): an output changed, and the view reads it again. The view model calls the first
/// two from the `didSet` of the output they name, once per change, and the third when the user
/// asks for a product's detail.
@MainActor
public protocol ShopListViewModelDelegate: AnyObject, Role.ViewModel {
    /// `screen` changed: the title, the message or the list, the selection, the detail line.
    func shopScreenDidChange()
    /// `list` changed: another list of rows (a load, a product added or removed).
    func shopListDidChange()
    /// A row's detail button was tapped: the view shows the detail `detail` drives.
    func shopListShouldShowDetail(_ detail: ProductDetailViewModel)
}

/// What one row's view model tells the cell that shows it: its product changed.
@MainActor
public protocol ProductRowViewModelDelegate: AnyObject, Role.ViewModel {
    /// The row's `name` or `price` changed.
    func productRowDidChange()
}

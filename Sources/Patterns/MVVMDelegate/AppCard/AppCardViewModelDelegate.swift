import Roles

/// What the app card's view model tells its view (seed 002's `SearchRepositoriesDelegate`, for
/// this screen): an output changed, and the view reads it again. The view model calls each from
/// the `didSet` of the output it names, once per change.
@MainActor
public protocol AppCardViewModelDelegate: AnyObject, Role.ViewModel {
    /// `name` changed.
    func cardNameDidChange()
    /// `imageName` changed.
    func cardImageDidChange()
    /// `feedback` changed.
    func cardFeedbackDidChange()
}

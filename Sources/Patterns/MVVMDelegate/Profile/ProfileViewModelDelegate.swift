import Roles

/// What the profile's view model tells its view (seed 002's `SearchRepositoriesDelegate`, for
/// this screen): outputs changed, and the view reads them again. The outputs are worked out from
/// the stored person and the form's edits, so the view model calls these from the `didSet` of
/// that state, once per change of it.
@MainActor
public protocol ProfileViewModelDelegate: AnyObject, Role.ViewModel {
    /// The card's outputs changed: `name`, `birthdate`, `email`.
    func profileCardDidChange()
    /// The form's outputs changed: the fields' texts, `validity`, `notice`, `saveIsEnabled` and
    /// `saveReason`.
    func profileFormDidChange()
}

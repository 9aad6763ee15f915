import Roles

/// What the search's view model tells its view: seed 002's `SearchRepositoriesDelegate`, with
/// the seed's name and its `searchResultsDidChanged()` as the seed spells it ("DidChanged"); the
/// outputs the seed does not have are told the same way, worded as the other screens word theirs
/// ("…DidChange()"). The view model calls each from the `didSet` of the output it names, once
/// per change.
@MainActor
public protocol SearchRepositoriesDelegate: AnyObject, Role.ViewModel {
    /// `results` changed (the seed's call, and its spelling).
    func searchResultsDidChanged()
    /// `status` changed.
    func searchStatusDidChange()
    /// `selectedRow` changed, and with it `detail`.
    func searchSelectionDidChange()
}

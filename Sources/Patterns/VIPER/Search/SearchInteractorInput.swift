import Roles

/// What the presenter asks of the interactor: the use case, searching as the user types.
@MainActor
public protocol SearchInteractorInput: AnyObject, Role.Interactor {
    /// The query is now `text`. An empty query ends the search at once; the query searched last
    /// needs no search; any other is searched once the typing pauses (a newer edit restarts the
    /// wait), and only the newest search's answer is told.
    func updateQuery(to text: String)
}

import Model
import Roles

/// What the interactor tells the presenter, as the search goes.
@MainActor
public protocol SearchInteractorOutput: AnyObject, Role.Presenter {
    /// The query emptied: nothing waits and nothing is searched.
    func searchCleared()
    /// `query` waits for the typing to pause.
    func searchWaiting(for query: String)
    /// The query is the one searched last again: nothing waits, and its answer stands.
    func searchUnchanged()
    /// The search for `query` started.
    func searchStarted(for query: String)
    /// The newest search, for `query`, found `repositories` (possibly none).
    func searchFound(_ repositories: [Repository], for query: String)
    /// The newest search, for `query`, failed with `error`.
    func searchFailed(for query: String, with error: any Error)
}

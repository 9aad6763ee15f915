import Model

extension SearchFeature {
    /// What can happen to the search.
    public enum Action: Equatable, Sendable {
        /// The user edited the query field; its whole text.
        case queryChanged(String)
        /// The typing paused for long enough on this query: search it.
        case pauseEnded(String)
        /// The newest search, for this query, found these repositories.
        case resultsFound(String, [Repository])
        /// The newest search, for this query, failed.
        case searchFailed(String, reason: String)
        /// The user selected the result at `at`.
        case resultSelected(at: Int)
    }
}

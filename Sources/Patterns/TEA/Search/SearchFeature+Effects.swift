import ElmArchitecture
import Model

extension SearchFeature {
    /// What the search's effects are known by, to cancel them.
    enum CancelID {
        /// The wait for the typing to pause.
        case pause
        /// The search under way.
        case search
    }

    /// Says the pause ended once the typing has paused on the clock: a debounce, which a newer
    /// edit restarts.
    func waitForPause(_ query: String) -> Effect<Action> {
        .send(.pauseEnded(query)).debounce(id: CancelID.pause, for: Self.pause, clock: clock)
    }

    /// Searches `query`. The newest search decides: starting one cancels the one in flight,
    /// whose answer, early or late, success or failure, then changes nothing.
    func search(_ query: String) -> Effect<Action> {
        .run { [service] send in
            do {
                let repositories = try await service.search(query)
                send(.resultsFound(query, repositories))
            } catch {
                send(.searchFailed(query, reason: "\(error)"))
            }
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
    }
}

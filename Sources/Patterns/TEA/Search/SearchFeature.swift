import ElmArchitecture
import Foundation
import Model
import Roles

/// **Reducer** of the search: the one place its state changes, the whole search state machine.
/// A query waits for a pause in the typing, then is searched; an empty query clears at once and
/// supersedes whatever is under way; the query searched last needs no search; only the newest
/// search's answer counts. The waiting and the searching are effects, cancelled by id.
public struct SearchFeature: Reducer, Role.Reducer {
    /// How long the query must stay unchanged before it is searched.
    static let pause = Duration.milliseconds(300)

    /// Where repositories are searched.
    let service: any RepositorySearchService
    /// The clock the pause is measured on (`ContinuousClock` in an app, `ManualClock` in scripts
    /// and tests).
    let clock: any Clock<Duration>

    public init(service: any RepositorySearchService, clock: any Clock<Duration>) {
        self.service = service
        self.clock = clock
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .queryChanged(let text):
            state.query = text
            return queryChanged(in: &state)
        case .pauseEnded(let query):
            state.waitingQuery = nil
            state.lastSearched = query
            state.phase = .searching(query)
            state.selectedRow = nil
            return search(query)
        case .resultsFound(let query, let repositories):
            state.phase = .results(query, repositories)
            state.selectedRow = nil
        case .searchFailed(let query, let reason):
            state.phase = .failed(query, reason: reason)
            state.selectedRow = nil
        case .resultSelected(let row):
            state.selectedRow = row
        }
        return .none
    }

    /// The query changed: empty, it clears at once; back to the query searched last, nothing
    /// waits; any other waits for the typing to pause (a newer edit restarts the wait).
    private func queryChanged(in state: inout State) -> Effect<Action> {
        let query = state.query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            state.lastSearched = nil
            state.waitingQuery = nil
            state.phase = .idle
            state.selectedRow = nil
            // Whatever is under way changes nothing now.
            return .merge(.cancel(id: CancelID.pause), .cancel(id: CancelID.search))
        }
        guard query != state.lastSearched else {
            state.waitingQuery = nil
            return .cancel(id: CancelID.pause)
        }
        state.waitingQuery = query
        return waitForPause(query)
    }
}

import Foundation
import Model
import Roles

/// **Interactor** of the search: the use case, searching as the user types. It trims the query,
/// waits for a pause in the typing, searches the service, keeps only the newest search's answer,
/// and tells its output, the presenter, how the search goes. It knows nothing of what the screen
/// shows.
@MainActor
public final class SearchInteractor: SearchInteractorInput, Role.Interactor {
    /// How long the query must stay unchanged before it is searched.
    static let pause = Duration.milliseconds(300)

    /// The presenter. Weak: the presenter owns its interactor.
    public weak var output: (any SearchInteractorOutput)?

    private let service: any RepositorySearchService
    private let debouncer: Debouncer
    private let searches = NewestRequest<[Repository]>()
    /// The query the newest search was for; nil after the query emptied.
    private var lastSearched: String?

    /// A search over `service` whose pause is measured on `clock` (`ContinuousClock` in an app,
    /// `ManualClock` in scripts and tests).
    public init(service: any RepositorySearchService, clock: any Clock<Duration>) {
        self.service = service
        self.debouncer = Debouncer(pause: Self.pause, clock: clock)
    }

    public func updateQuery(to text: String) {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
            debouncer.cancel()
            searches.supersede()  // whatever is under way changes nothing now
            lastSearched = nil
            output?.searchCleared()
            return
        }
        guard query != lastSearched else {
            debouncer.cancel()  // back to the query searched last: nothing to wait for
            output?.searchUnchanged()
            return
        }
        output?.searchWaiting(for: query)
        debouncer.schedule { [weak self] in self?.pauseEnded(with: query) }
    }

    /// The query stayed unchanged for the pause: search it. The newest search decides: an older
    /// one's answer changes nothing (`NewestRequest` drops it).
    private func pauseEnded(with query: String) {
        lastSearched = query
        searches.start({ [service] in try await service.search(query) }) { [weak self] result in
            switch result {
            case .success(let found): self?.output?.searchFound(found, for: query)
            case .failure(let error): self?.output?.searchFailed(for: query, with: error)
            }
        }
        output?.searchStarted(for: query)
    }
}

import BehaviourTesting
import Model
import Testing

@testable import MVVMDelegate

/// MVVM (delegate): the search's view model alone, as seed 002 tests it — a mock service (and
/// here a manual clock), the `query` input set key by key — with a spy `SearchRepositoriesDelegate`
/// that keeps every output the view model announced, as the view would read it. No view is made.
@MainActor
@Suite("MVVM (delegate): search") struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        let delegate = SearchDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()

        for key in "sw" {
            viewModel.query.append(key)
            await clock.run(for: .milliseconds(200))  // shorter than the pause: it starts again
        }
        viewModel.query.append("i")
        await clock.run(for: .milliseconds(299))

        #expect(
            delegate.statuses == [
                "Waiting to search `s`…", "Waiting to search `sw`…", "Waiting to search `swi`…",
            ], "299 ms after the last key, no search has started")

        await clock.run(for: .milliseconds(1))

        #expect(
            delegate.statuses == [
                "Waiting to search `s`…", "Waiting to search `sw`…", "Waiting to search `swi`…",
                "Searching `swi`…",
            ], "300 ms after the last key, the status says searching")

        await service.succeed(with: [])

        #expect(
            service.queries == ["swi"], "typing three keys makes one search, for the whole query")
    }

    @Test func staleAnswersAreDropped() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        let delegate = SearchDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        for key in "swi" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        for key in "ft" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))

        await service.succeed(with: twoRepositories, request: 2)

        #expect(
            delegate.statuses.suffix(2) == ["Searching `swift`…", "2 results for `swift`"],
            "the newest query's results show")

        let (statuses, results) = (delegate.statuses, delegate.results)
        await service.fail(request: 1)

        #expect(
            delegate.statuses == statuses && delegate.results == results,
            "an older query's late answer changes nothing")
    }

    @Test func emptyQueryClears() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        let delegate = SearchDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        viewModel.query = ""

        #expect(
            delegate.statuses.suffix(2) == ["2 results for `swift`", "Type to search"],
            "emptying the query shows \"Type to search\" at once")
        #expect(
            delegate.results.map(\.count) == [2, 0], "emptying the query removes the results")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == ["swift"], "an empty query searches nothing")
    }

    @Test func searchFailureIsShown() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        let delegate = SearchDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))

        await service.fail()

        #expect(
            delegate.statuses.suffix(2) == [
                "Searching `swift`…", "Search failed: the search is down",
            ], "a failed search's status line names the reason")
        #expect(
            delegate.results.isEmpty && viewModel.results.isEmpty,
            "a failed search shows no results")
    }
}

/// Stands in for the search's view as seed 002's `SearchRepositoriesDelegate`: when told an
/// output changed, it reads it, as the view does, and keeps it, oldest first.
@MainActor
final class SearchDelegateSpy: SearchRepositoriesDelegate {
    private let viewModel: any SearchViewModelType
    private(set) var results: [[SearchResult]] = []
    private(set) var statuses: [String] = []

    init(listeningTo viewModel: any SearchViewModelType) {
        self.viewModel = viewModel
        viewModel.delegate = self
    }

    func searchResultsDidChanged() { results.append(viewModel.results) }
    func searchStatusDidChange() { statuses.append(viewModel.status) }
    func searchSelectionDidChange() {}  // no test here checks the selection
}

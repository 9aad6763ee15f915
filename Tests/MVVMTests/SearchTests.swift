import BehaviourTesting
import Model
import Testing

@testable import MVVM

/// MVVM: the search's view model alone, as seed 002 tests it — a mock service (and here a
/// manual clock), the `query` input set key by key, the outputs read. No view is made.
@MainActor
@Suite("MVVM: search", .countsViews) struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "sw" {
            viewModel.query.append(key)
            await wait(200, on: clock)  // a pause shorter than 300 ms: the wait starts again
        }
        viewModel.query.append("i")
        await wait(299, on: clock)
        #expect(
            viewModel.status == "Waiting to search `swi`…",
            "299 ms after the last key, no search has started"
        )
        await wait(1, on: clock)
        #expect(
            viewModel.status == "Searching `swi`…",
            "300 ms after the last key, the status says searching")
        #expect(
            service.queries == ["swi"], "typing three keys makes one search, for the whole query")
        service.succeed(with: [])
        await settle()
    }

    @Test func staleAnswersAreDropped() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swi" { viewModel.query.append(key) }
        await wait(300, on: clock)
        for key in "ft" { viewModel.query.append(key) }
        await wait(300, on: clock)
        service.succeed(with: twoRepositories, request: 2)
        await settle()
        #expect(viewModel.status == "2 results for `swift`", "the newest query's results show")
        service.fail(request: 1)
        await settle()
        #expect(
            viewModel.status == "2 results for `swift`",
            "an older query's late answer changes nothing")
    }

    @Test func emptyQueryClears() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await wait(300, on: clock)
        service.succeed(with: twoRepositories)
        await settle()
        viewModel.query = ""
        #expect(
            viewModel.status == "Type to search",
            "emptying the query shows \"Type to search\" at once")
        #expect(viewModel.results == [], "emptying the query removes the results")
        await wait(1_000, on: clock)
        #expect(service.queries == ["swift"], "an empty query searches nothing")
    }

    @Test func searchFailureIsShown() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await wait(300, on: clock)
        service.fail()
        await settle()
        #expect(
            viewModel.status == "Search failed: the search is down",
            "a failed search's status line names the reason")
        #expect(viewModel.results == [], "a failed search shows no results")
    }
}

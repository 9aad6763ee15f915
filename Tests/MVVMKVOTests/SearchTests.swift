import BehaviourTesting
import Model
import Testing

@testable import MVVMKVO

/// MVVM bound by key-value observing: the search's view model alone, as seed 002 tests it — a
/// mock service (and here a manual clock), the `query` input set key by key, the outputs read or
/// recorded as an observing view is told them. No view is made.
@MainActor
@Suite("MVVM (KVO): search") struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        let status = OutputRecorder(\SearchViewModel.status, of: viewModel)

        for key in "sw" {
            viewModel.query.append(key)
            await clock.run(for: .milliseconds(200))  // shorter than the pause: it starts again
        }
        viewModel.query.append("i")
        await clock.run(for: .milliseconds(299))

        #expect(
            status.values == [
                "Type to search", "Waiting to search `s`…", "Waiting to search `sw`…",
                "Waiting to search `swi`…",
            ], "299 ms after the last key, no search has started")

        await clock.run(for: .milliseconds(1))

        #expect(
            viewModel.status == "Searching `swi`…",
            "300 ms after the last key, the status says searching")

        await service.succeed(with: [])

        #expect(
            service.queries == ["swi"], "typing three keys makes one search, for the whole query")
    }

    @Test func staleAnswersAreDropped() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swi" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        for key in "ft" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))

        await service.succeed(with: twoRepositories, request: 2)
        let status = OutputRecorder(\SearchViewModel.status, of: viewModel)

        #expect(status.values == ["2 results for `swift`"], "the newest query's results show")

        await service.fail(request: 1)

        #expect(
            status.values == ["2 results for `swift`"],
            "an older query's late answer changes nothing")
    }

    @Test func emptyQueryClears() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        viewModel.query = ""

        #expect(
            viewModel.status == "Type to search",
            "emptying the query shows \"Type to search\" at once")
        #expect(viewModel.results == [], "emptying the query removes the results")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == ["swift"], "an empty query searches nothing")
    }

    @Test func searchFailureIsShown() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))

        await service.fail()

        #expect(
            viewModel.status == "Search failed: the search is down",
            "a failed search's status line names the reason")
        #expect(viewModel.results == [], "a failed search shows no results")
    }
}

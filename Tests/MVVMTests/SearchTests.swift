import BehaviourTesting
import Model
import Testing

@testable import MVVM

/// MVVM: the search's view model alone, as seed 002 tests it — a mock service (and here a
/// manual clock), the `query` input set key by key, the outputs read. No view is made.
@MainActor
@Suite struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        try await measure("MVVM") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let viewModel = SearchViewModel(service: service, clock: clock)
            viewModel.viewDidLoad()
            for key in "swi" { viewModel.query.append(key) }
            await wait(299, on: clock)
            facts.check(.noSearchBeforeThePause, viewModel.status, equals: "Type to search")
            await wait(1, on: clock)
            facts.check(.searchingAfterThePause, viewModel.status, equals: "Searching `swi`…")
            facts.check(.oneSearchForAllKeys, service.queries, equals: ["swi"])
            service.succeed(with: [])
            await settle()
        }
    }

    @Test func staleAnswersAreDropped() async throws {
        try await measure("MVVM") { facts in
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
            facts.check(.newestResultsShown, viewModel.status, equals: "2 results for `swift`")
            service.fail(request: 1)
            await settle()
            facts.check(
                .olderSearchAnswerIgnored, viewModel.status, equals: "2 results for `swift`")
        }
    }

    @Test func emptyQueryClears() async throws {
        try await measure("MVVM") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let viewModel = SearchViewModel(service: service, clock: clock)
            viewModel.viewDidLoad()
            for key in "swift" { viewModel.query.append(key) }
            await wait(300, on: clock)
            service.succeed(with: twoRepositories)
            await settle()
            viewModel.query = ""
            facts.check(.statusIdleAtOnce, viewModel.status, equals: "Type to search")
            facts.check(.resultsCleared, viewModel.results, equals: [])
            await wait(1_000, on: clock)
            facts.check(.noSearchForAnEmptyQuery, service.queries, equals: ["swift"])
        }
    }

    @Test func searchFailureIsShown() async throws {
        try await measure("MVVM") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let viewModel = SearchViewModel(service: service, clock: clock)
            viewModel.viewDidLoad()
            for key in "swift" { viewModel.query.append(key) }
            await wait(300, on: clock)
            service.fail()
            await settle()
            facts.check(
                .failureStatusNamesTheReason, viewModel.status,
                equals: "Search failed: the search is down")
            facts.check(.noResultsAfterFailure, viewModel.results, equals: [])
        }
    }
}

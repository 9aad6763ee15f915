import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the search's presenter, with a spy for its view. The spy's edits are the view's
/// forwarded events: each carries the query's whole text, as the view sends it.
@MainActor
@Suite struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        try await measure("MVP") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let view = SearchViewSpy()
            let presenter = SearchPresenter(service: service, clock: clock)
            presenter.view = view
            presenter.viewDidLoad()
            for query in ["s", "sw", "swi"] { presenter.queryChanged(query) }
            await wait(299, on: clock)
            facts.check(.noSearchBeforeThePause, view.status, equals: "Type to search")
            await wait(1, on: clock)
            facts.check(.searchingAfterThePause, view.status, equals: "Searching `swi`…")
            facts.check(.oneSearchForAllKeys, service.queries, equals: ["swi"])
            service.succeed(with: [])
            await settle()
        }
    }

    @Test func staleAnswersAreDropped() async throws {
        try await measure("MVP") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let view = SearchViewSpy()
            let presenter = SearchPresenter(service: service, clock: clock)
            presenter.view = view
            presenter.viewDidLoad()
            for query in ["s", "sw", "swi"] { presenter.queryChanged(query) }
            await wait(300, on: clock)
            for query in ["swif", "swift"] { presenter.queryChanged(query) }
            await wait(300, on: clock)
            service.succeed(with: twoRepositories, request: 2)
            await settle()
            facts.check(.newestResultsShown, view.status, equals: "2 results for `swift`")
            service.fail(request: 1)
            await settle()
            facts.check(.olderSearchAnswerIgnored, view.status, equals: "2 results for `swift`")
        }
    }

    @Test func emptyQueryClears() async throws {
        try await measure("MVP") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let view = SearchViewSpy()
            let presenter = SearchPresenter(service: service, clock: clock)
            presenter.view = view
            presenter.viewDidLoad()
            for query in ["s", "sw", "swi", "swif", "swift"] { presenter.queryChanged(query) }
            await wait(300, on: clock)
            service.succeed(with: twoRepositories)
            await settle()
            presenter.queryChanged("")
            facts.check(.statusIdleAtOnce, view.status, equals: "Type to search")
            facts.check(.resultsCleared, view.showsResults, equals: false)
            await wait(1_000, on: clock)
            facts.check(.noSearchForAnEmptyQuery, service.queries, equals: ["swift"])
        }
    }

    @Test func searchFailureIsShown() async throws {
        try await measure("MVP") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let view = SearchViewSpy()
            let presenter = SearchPresenter(service: service, clock: clock)
            presenter.view = view
            presenter.viewDidLoad()
            for query in ["s", "sw", "swi", "swif", "swift"] { presenter.queryChanged(query) }
            await wait(300, on: clock)
            service.fail()
            await settle()
            facts.check(
                .failureStatusNamesTheReason, view.status,
                equals: "Search failed: the search is down")
            facts.check(.noResultsAfterFailure, view.showsResults, equals: false)
        }
    }
}

/// Records what the presenter told the search view.
@MainActor
final class SearchViewSpy: SearchView {
    var status: String?
    var showsResults = false
    var selectedRow: Int?
    var detail: String?

    func set(status: String) { self.status = status }
    func showResults(_ visible: Bool) { showsResults = visible }
    func select(row: Int?) { selectedRow = row }
    func set(detail: String) { self.detail = detail }
}

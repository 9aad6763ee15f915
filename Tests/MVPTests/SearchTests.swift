import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the search's presenter, with a spy for its view. The spy's edits are the view's
/// forwarded events: each carries the query's whole text, as the view sends it.
@MainActor
@Suite("MVP: search", .countsViews) struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let view = SearchViewSpy()
        let presenter = SearchPresenter(service: service, clock: clock)
        presenter.view = view
        presenter.viewDidLoad()
        for query in ["s", "sw"] {
            presenter.queryChanged(query)
            await wait(200, on: clock)  // a pause shorter than 300 ms: the wait starts again
        }
        presenter.queryChanged("swi")
        await wait(299, on: clock)
        #expect(
            view.status == "Waiting to search `swi`…",
            "299 ms after the last key, no search has started")
        await wait(1, on: clock)
        #expect(
            view.status == "Searching `swi`…",
            "300 ms after the last key, the status says searching")
        #expect(
            service.queries == ["swi"], "typing three keys makes one search, for the whole query")
        service.succeed(with: [])
        await settle()
    }

    @Test func staleAnswersAreDropped() async throws {
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
        #expect(view.status == "2 results for `swift`", "the newest query's results show")
        service.fail(request: 1)
        await settle()
        #expect(
            view.status == "2 results for `swift`", "an older query's late answer changes nothing")
    }

    @Test func emptyQueryClears() async throws {
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
        #expect(
            view.status == "Type to search", "emptying the query shows \"Type to search\" at once")
        #expect(!view.showsResults, "emptying the query removes the results")
        await wait(1_000, on: clock)
        #expect(service.queries == ["swift"], "an empty query searches nothing")
    }

    @Test func searchFailureIsShown() async throws {
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
        #expect(
            view.status == "Search failed: the search is down",
            "a failed search's status line names the reason")
        #expect(!view.showsResults, "a failed search shows no results")
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

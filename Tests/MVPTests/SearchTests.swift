import BehaviourTesting
import Model
import Testing

@testable import MVP

/// MVP: the search's presenter, with a spy for its view that keeps everything the presenter told
/// it. The edits are the view's forwarded events: each carries the query's whole text, as the
/// view sends it.
@MainActor
@Suite("MVP: search") struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let view = SearchViewSpy()
        let presenter = SearchPresenter(service: service, clock: clock)
        presenter.view = view
        presenter.viewDidLoad()

        for query in ["s", "sw"] {
            presenter.queryChanged(query)
            await clock.run(for: .milliseconds(200))  // shorter than the pause: it starts again
        }
        presenter.queryChanged("swi")
        await clock.run(for: .milliseconds(299))

        #expect(
            view.statuses == [
                "Type to search", "Waiting to search `s`…", "Waiting to search `sw`…",
                "Waiting to search `swi`…",
            ], "299 ms after the last key, no search has started")

        await clock.run(for: .milliseconds(1))

        #expect(
            view.statuses.suffix(2) == ["Waiting to search `swi`…", "Searching `swi`…"],
            "300 ms after the last key, the status says searching")

        await service.succeed(with: [])

        #expect(
            service.queries == ["swi"], "typing three keys makes one search, for the whole query")
    }

    @Test func staleAnswersAreDropped() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let view = SearchViewSpy()
        let presenter = SearchPresenter(service: service, clock: clock)
        presenter.view = view
        presenter.viewDidLoad()
        for query in ["s", "sw", "swi"] { presenter.queryChanged(query) }
        await clock.run(for: .milliseconds(300))
        for query in ["swif", "swift"] { presenter.queryChanged(query) }
        await clock.run(for: .milliseconds(300))

        await service.succeed(with: twoRepositories, request: 2)

        #expect(
            view.statuses.suffix(2) == ["Searching `swift`…", "2 results for `swift`"],
            "the newest query's results show")

        let shown = view.statuses
        await service.fail(request: 1)

        #expect(view.statuses == shown, "an older query's late answer changes nothing")
    }

    @Test func emptyQueryClears() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let view = SearchViewSpy()
        let presenter = SearchPresenter(service: service, clock: clock)
        presenter.view = view
        presenter.viewDidLoad()
        for query in ["s", "sw", "swi", "swif", "swift"] { presenter.queryChanged(query) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        presenter.queryChanged("")

        #expect(
            view.statuses.suffix(2) == ["2 results for `swift`", "Type to search"],
            "emptying the query shows \"Type to search\" at once")
        #expect(
            view.resultsShown.suffix(2) == [true, false], "emptying the query removes the results")

        await clock.run(for: .milliseconds(1_000))

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
        await clock.run(for: .milliseconds(300))

        await service.fail()

        #expect(
            view.statuses.suffix(2) == ["Searching `swift`…", "Search failed: the search is down"],
            "a failed search's status line names the reason")
        #expect(view.resultsShown == [false, false, false], "a failed search shows no results")
    }
}

/// Keeps everything the presenter tells the search view, oldest first.
@MainActor
final class SearchViewSpy: SearchView {
    private(set) var statuses: [String] = []
    /// Whether the results showed, each time the presenter said.
    private(set) var resultsShown: [Bool] = []
    private(set) var selectedRows: [Int?] = []
    private(set) var details: [String] = []

    func set(status: String) { statuses.append(status) }
    func showResults(_ visible: Bool) { resultsShown.append(visible) }
    func select(row: Int?) { selectedRows.append(row) }
    func set(detail: String) { details.append(detail) }
}

import BehaviourTesting
import Foundation
import Model
import Testing

@testable import MVP

/// MVP: the search's presenter, with a spy for its view that keeps everything the presenter told
/// it. The edits are the view's forwarded events: each carries the query's whole text, as the
/// view sends it. Whether the query field is written back is the view's business: the
/// marked-text test makes the real view.
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

    @Test func searchStartsIdle() async throws {
        let view = SearchViewSpy()
        let presenter = SearchPresenter(service: ControlledSearchService(), clock: ManualClock())
        presenter.view = view

        presenter.viewDidLoad()

        #expect(
            view.statuses == ["Type to search"],
            "before any key the status reads \"Type to search\"")
        #expect(view.resultsShown == [false], "before any key no results show")
    }

    @Test func resultRowShowsNameAndStars() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let view = SearchViewSpy()
        let presenter = SearchPresenter(service: service, clock: clock)
        presenter.view = view
        presenter.viewDidLoad()
        for query in ["s", "sw", "swi", "swif", "swift"] { presenter.queryChanged(query) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        let row = RepositoryRowSpy()
        presenter.configure(row, at: 0)

        #expect(row.names == ["apple/swift"], "a result's row shows the repository's full name")
        #expect(row.stars == ["★ 12.3k"], "a result's row shows its stars formatted (★ 12.3k)")
    }

    @Test func selectingAResultShowsItsDescription() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let view = SearchViewSpy()
        let presenter = SearchPresenter(service: service, clock: clock)
        presenter.view = view
        presenter.viewDidLoad()
        for query in ["s", "sw", "swi", "swif", "swift"] { presenter.queryChanged(query) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        presenter.resultSelected(at: 1)

        #expect(view.selectedRows == [nil, nil, nil, 1], "the selected result is marked")
        #expect(
            view.details.last == "a web framework",
            "the detail line shows the result's description")

        presenter.queryChanged("swifts")
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        #expect(
            view.selectedRows.suffix(3) == [1, nil, nil]
                && view.details.last == "Tap a result to see its description.",
            "a new search ends the selection")
    }

    @Test func theSameQueryIsNotSearchedAgain() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let view = SearchViewSpy()
        let presenter = SearchPresenter(service: service, clock: clock)
        presenter.view = view
        presenter.viewDidLoad()
        for query in ["s", "sw", "swi", "swif", "swift"] { presenter.queryChanged(query) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        presenter.queryChanged("swifts")
        presenter.queryChanged("swift")

        #expect(
            view.statuses.suffix(2) == ["Waiting to search `swifts`…", "2 results for `swift`"]
                && view.resultsShown.last == true,
            "going back to the query searched last shows its results at once")

        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == ["swift"], "going back to the query searched last searches nothing")

        presenter.queryChanged("swift  ")
        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == ["swift"] && view.statuses.last == "2 results for `swift`",
            "spaces around the query do not make it another query")
    }

    @Test func emptyingTheQueryWhileASearchWaits() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let view = SearchViewSpy()
        let presenter = SearchPresenter(service: service, clock: clock)
        presenter.view = view
        presenter.viewDidLoad()
        for query in ["s", "sw", "swi", "swif", "swift"] { presenter.queryChanged(query) }
        await clock.run(for: .milliseconds(300))  // the search for `swift` waits for its answer

        for query in ["swif", "swi", "sw", "s", ""] { presenter.queryChanged(query) }

        #expect(
            view.statuses.last == "Type to search",
            "emptying the query while a search waits shows \"Type to search\" at once")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == ["swift"], "no search starts for the keys deleted on the way")

        let (statuses, resultsShown) = (view.statuses, view.resultsShown)
        await service.succeed(with: twoRepositories)

        #expect(
            view.statuses == statuses && view.resultsShown == resultsShown,
            "the emptied search's late answer shows nothing")
    }

    @Test func anOlderSearchAnsweringFirstChangesNothing() async throws {
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
        let (statuses, resultsShown) = (view.statuses, view.resultsShown)

        await service.succeed(with: twoRepositories, request: 1)

        #expect(
            view.statuses == statuses && view.resultsShown == resultsShown,
            "an older query's early answer changes nothing while the newest waits")

        await service.succeed(with: [twoRepositories[1]], request: 1)

        #expect(
            view.statuses.suffix(2) == ["Searching `swift`…", "1 result for `swift`"],
            "the newest query's answer then shows")
    }

    @Test func markedTextSurvivesTheQuerysBinding() async throws {
        // Whether the query field is written back is the view's business, not the presenter's:
        // so this test makes the real view, with its presenter.
        let presenter = SearchPresenter(service: ControlledSearchService(), clock: ManualClock())
        let controller = SearchViewController(presenter: presenter)
        presenter.view = controller
        _ = controller.view
        let field = controller.queryField

        var marked: [Bool] = []
        for composed in ["s", "sw"] {  // an input method composing, key by key
            field.setMarkedText(
                composed, selectedRange: NSRange(location: composed.utf16.count, length: 0))
            controller.view.layoutIfNeeded()  // the pass before the next frame
            marked.append(field.markedTextRange != nil)
        }

        #expect(
            marked == [true, true] && field.text == "sw",
            "the query's composition stays marked after every key")
        #expect(
            controller.statusLabel.text == "Waiting to search `sw`…",
            "the status waits to search the composed text")
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

/// Keeps everything the presenter tells one row of the results, oldest first.
@MainActor
final class RepositoryRowSpy: RepositoryRowView {
    private(set) var names: [String] = []
    private(set) var stars: [String] = []

    func set(name: String, stars: String) {
        names.append(name)
        self.stars.append(stars)
    }
}

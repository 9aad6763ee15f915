import BehaviourTesting
import Foundation
import Model
import Testing

@testable import MVVMDelegate

/// MVVM (delegate): the search's view model alone, as seed 002 tests it — a mock service (and
/// here a manual clock), the `query` input set key by key — with a spy `SearchRepositoriesDelegate`
/// that keeps every output the view model announced, as the view would read it. No view is made,
/// except for the query field's marked text, which is the view's own business.
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

    @Test func searchStartsIdle() async throws {
        let viewModel = SearchViewModel(service: ControlledSearchService(), clock: ManualClock())
        let delegate = SearchDelegateSpy(listeningTo: viewModel)

        viewModel.viewDidLoad()

        // The view reads the outputs as they are when it loads; the delegate hears the changes.
        #expect(
            viewModel.status == "Type to search" && delegate.statuses.isEmpty,
            "before any key the status reads \"Type to search\"")
        #expect(
            viewModel.results == [] && delegate.results.isEmpty, "before any key no results show")
    }

    @Test func resultRowShowsNameAndStars() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        let delegate = SearchDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))

        await service.succeed(with: twoRepositories)

        #expect(
            delegate.results.last?.first?.name == "apple/swift",
            "a result's row shows the repository's full name")
        #expect(
            delegate.results.last?.first?.stars == "★ 12.3k",
            "a result's row shows its stars formatted (★ 12.3k)")
    }

    @Test func selectingAResultShowsItsDescription() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        let delegate = SearchDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        viewModel.resultSelected(at: 1)

        #expect(delegate.selectedRows == [1], "the selected result is marked")
        #expect(
            delegate.details == ["a web framework"],
            "the detail line shows the result's description")

        viewModel.query.append("s")
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        #expect(
            delegate.selectedRows == [1, nil]
                && delegate.details.last == "Tap a result to see its description.",
            "a new search ends the selection")
    }

    @Test func theSameQueryIsNotSearchedAgain() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        let delegate = SearchDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        viewModel.query.append("s")
        viewModel.query.removeLast()

        #expect(
            delegate.statuses.suffix(2) == ["Waiting to search `swifts`…", "2 results for `swift`"]
                && delegate.results.map(\.count) == [2],
            "going back to the query searched last shows its results at once")

        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == ["swift"], "going back to the query searched last searches nothing")

        viewModel.query.append("  ")
        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == ["swift"] && delegate.statuses.last == "2 results for `swift`",
            "spaces around the query do not make it another query")
    }

    @Test func emptyingTheQueryWhileASearchWaits() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        let delegate = SearchDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))  // the search for `swift` waits for its answer

        for _ in "swift" { viewModel.query.removeLast() }

        #expect(
            delegate.statuses.last == "Type to search",
            "emptying the query while a search waits shows \"Type to search\" at once")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == ["swift"], "no search starts for the keys deleted on the way")

        let (statuses, results) = (delegate.statuses, delegate.results)
        await service.succeed(with: twoRepositories)

        #expect(
            delegate.statuses == statuses && delegate.results == results,
            "the emptied search's late answer shows nothing")
    }

    @Test func anOlderSearchAnsweringFirstChangesNothing() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        let delegate = SearchDelegateSpy(listeningTo: viewModel)
        viewModel.viewDidLoad()
        for key in "swi" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        for key in "ft" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        let (statuses, results) = (delegate.statuses, delegate.results)

        await service.succeed(with: twoRepositories, request: 1)

        #expect(
            delegate.statuses == statuses && delegate.results == results,
            "an older query's early answer changes nothing while the newest waits")

        await service.succeed(with: [twoRepositories[1]], request: 1)

        #expect(
            delegate.statuses.last == "1 result for `swift`",
            "the newest query's answer then shows")
    }

    @Test func markedTextSurvivesTheQuerysBinding() async throws {
        // The query field is the view's: it never writes it back (only the user changes the
        // query), and the view model has no part in that. So this test makes the real view.
        let viewModel = SearchViewModel(service: ControlledSearchService(), clock: ManualClock())
        let controller = SearchViewController(viewModel: viewModel)
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
            viewModel.status == "Waiting to search `sw`…",
            "the status waits to search the composed text")
    }
}

/// Stands in for the search's view as seed 002's `SearchRepositoriesDelegate`: when told an
/// output changed, it reads it, as the view does, and keeps it, oldest first.
@MainActor
final class SearchDelegateSpy: SearchRepositoriesDelegate {
    private let viewModel: any SearchViewModelType
    private(set) var results: [[SearchResult]] = []
    private(set) var statuses: [String] = []
    private(set) var selectedRows: [Int?] = []
    private(set) var details: [String] = []

    init(listeningTo viewModel: any SearchViewModelType) {
        self.viewModel = viewModel
        viewModel.delegate = self
    }

    func searchResultsDidChanged() { results.append(viewModel.results) }
    func searchStatusDidChange() { statuses.append(viewModel.status) }
    func searchSelectionDidChange() {
        selectedRows.append(viewModel.selectedRow)
        details.append(viewModel.detail)
    }
}

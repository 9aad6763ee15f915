import BehaviourTesting
import Foundation
import Model
import Testing

@testable import MVVMC

/// MVVM-C: the search's view model alone, as seed 002 tests it — a mock service (and here a
/// manual clock), the `query` input set key by key, the outputs read. No view is made, except
/// where the behaviour is the view's own: the binding writes the query back only when it differs,
/// so the marked-text test makes the view.
@MainActor
@Suite("MVVM-C: search") struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()

        for key in "sw" {
            viewModel.query.append(key)
            await clock.run(for: .milliseconds(200))  // shorter than the pause: it starts again
        }
        viewModel.query.append("i")
        await clock.run(for: .milliseconds(299))

        #expect(
            viewModel.status == "Waiting to search `swi`…",
            "299 ms after the last key, no search has started")

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

        #expect(viewModel.status == "2 results for `swift`", "the newest query's results show")

        await service.fail(request: 1)

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

    @Test func searchStartsIdle() async throws {
        let viewModel = SearchViewModel(service: ControlledSearchService(), clock: ManualClock())

        viewModel.viewDidLoad()

        #expect(
            viewModel.status == "Type to search",
            "before any key the status reads \"Type to search\"")
        #expect(viewModel.results == [], "before any key no results show")
    }

    @Test func resultRowShowsNameAndStars() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))

        await service.succeed(with: twoRepositories)

        #expect(
            viewModel.results.first?.name == "apple/swift",
            "a result's row shows the repository's full name")
        #expect(
            viewModel.results.first?.stars == "★ 12.3k",
            "a result's row shows its stars formatted (★ 12.3k)")
    }

    @Test func selectingAResultShowsItsDescription() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        viewModel.resultSelected(at: 1)

        #expect(viewModel.selectedRow == 1, "the selected result is marked")
        #expect(
            viewModel.detail == "a web framework", "the detail line shows the result's description")

        viewModel.query.append("s")
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        #expect(
            viewModel.selectedRow == nil
                && viewModel.detail == "Tap a result to see its description.",
            "a new search ends the selection")
    }

    @Test func theSameQueryIsNotSearchedAgain() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        viewModel.query.append("s")
        viewModel.query.removeLast()

        #expect(
            viewModel.status == "2 results for `swift`" && viewModel.results.count == 2,
            "going back to the query searched last shows its results at once")

        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == ["swift"], "going back to the query searched last searches nothing")

        viewModel.query.append("  ")
        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == ["swift"] && viewModel.status == "2 results for `swift`",
            "spaces around the query do not make it another query")
    }

    @Test func emptyingTheQueryWhileASearchWaits() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swift" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))  // the search for `swift` waits for its answer

        for _ in "swift" { viewModel.query.removeLast() }

        #expect(
            viewModel.status == "Type to search",
            "emptying the query while a search waits shows \"Type to search\" at once")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == ["swift"], "no search starts for the keys deleted on the way")

        await service.succeed(with: twoRepositories)

        #expect(
            viewModel.status == "Type to search" && viewModel.results == [],
            "the emptied search's late answer shows nothing")
    }

    @Test func anOlderSearchAnsweringFirstChangesNothing() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let viewModel = SearchViewModel(service: service, clock: clock)
        viewModel.viewDidLoad()
        for key in "swi" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))
        for key in "ft" { viewModel.query.append(key) }
        await clock.run(for: .milliseconds(300))

        await service.succeed(with: twoRepositories, request: 1)

        #expect(
            viewModel.status == "Searching `swift`…" && viewModel.results == [],
            "an older query's early answer changes nothing while the newest waits")

        await service.succeed(with: [twoRepositories[1]], request: 1)

        #expect(
            viewModel.status == "1 result for `swift`", "the newest query's answer then shows")
    }

    @Test func markedTextSurvivesTheQuerysBinding() async throws {
        // The query field is written back by the view's binding, not the view model: so this test
        // makes the real view, with its view model.
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

import BehaviourTesting
import ElmArchitecture
import ElmArchitectureTesting
import Foundation
import Model
import Testing

@testable import TEA

/// TEA: the search's reducer through an exhaustive test store, over the controlled search
/// service and a manual clock: each key as the field sends it, the whole state asserted after
/// it, and every action the effects send received (the pause's end, the search's answer). What
/// the screen shows is read from the state. The marked-text test makes the view, whose render
/// writes the query back.
@MainActor
@Suite("TEA: search") struct SearchTests {
    /// A test store of the search over `service`, its pauses measured on `clock`.
    static func search(_ service: ControlledSearchService, _ clock: ManualClock)
        -> TestStore<SearchFeature>
    {
        TestStore(
            initialState: SearchFeature.State(),
            reducer: SearchFeature(service: service, clock: clock))
    }

    /// The search showing `twoRepositories` found for `swift`.
    static let foundSwift = SearchFeature.State(
        query: "swift", phase: .results("swift", twoRepositories), lastSearched: "swift")

    /// Types `text` after the query, one key at a time as the field sends each edit; each makes
    /// a new query wait for the typing to pause.
    static func type(_ text: String, into store: TestStore<SearchFeature>) {
        for key in text {
            let query = store.state.query + String(key)
            store.send(.queryChanged(query)) {
                $0.query = query
                $0.waitingQuery = query
            }
        }
    }

    /// The pause ended on `query`: its search starts.
    static func pauseEnded(_ query: String, in store: TestStore<SearchFeature>) {
        store.receive(.pauseEnded(query)) {
            $0.waitingQuery = nil
            $0.lastSearched = query
            $0.phase = .searching(query)
        }
    }

    @Test func debounceWaitsForAPause() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let store = Self.search(service, clock)

        for key in "sw" {
            Self.type(String(key), into: store)
            await clock.run(for: .milliseconds(200))  // shorter than the pause: it starts again
        }
        Self.type("i", into: store)
        await clock.run(for: .milliseconds(299))

        #expect(
            store.state.status == "Waiting to search `swi`…",
            "299 ms after the last key, no search has started")

        await clock.run(for: .milliseconds(1))
        Self.pauseEnded("swi", in: store)

        #expect(
            store.state.status == "Searching `swi`…",
            "300 ms after the last key, the status says searching")

        await service.succeed(with: [])
        store.receive(.resultsFound("swi", [])) { $0.phase = .results("swi", []) }

        #expect(
            service.queries == ["swi"], "typing three keys makes one search, for the whole query")
    }

    @Test func staleAnswersAreDropped() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let store = Self.search(service, clock)
        Self.type("swi", into: store)
        await clock.run(for: .milliseconds(300))
        Self.pauseEnded("swi", in: store)
        Self.type("ft", into: store)
        await clock.run(for: .milliseconds(300))
        Self.pauseEnded("swift", in: store)

        await service.succeed(with: twoRepositories, request: 2)
        store.receive(.resultsFound("swift", twoRepositories)) {
            $0.phase = .results("swift", twoRepositories)
        }

        #expect(store.state.status == "2 results for `swift`", "the newest query's results show")

        await service.fail(request: 1)

        #expect(
            store.state.status == "2 results for `swift`",
            "an older query's late answer changes nothing")
    }

    @Test func emptyQueryClears() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let store = TestStore(
            initialState: Self.foundSwift, reducer: SearchFeature(service: service, clock: clock))

        store.send(.queryChanged("")) {
            $0.query = ""
            $0.lastSearched = nil
            $0.phase = .idle
        }

        #expect(
            store.state.status == "Type to search",
            "emptying the query shows \"Type to search\" at once")
        #expect(store.state.results == [], "emptying the query removes the results")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == [], "an empty query searches nothing")
    }

    @Test func searchFailureIsShown() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let store = Self.search(service, clock)
        Self.type("swift", into: store)
        await clock.run(for: .milliseconds(300))
        Self.pauseEnded("swift", in: store)

        await service.fail()
        store.receive(.searchFailed("swift", reason: "the search is down")) {
            $0.phase = .failed("swift", reason: "the search is down")
        }

        #expect(
            store.state.status == "Search failed: the search is down",
            "a failed search's status line names the reason")
        #expect(store.state.results == [], "a failed search shows no results")
    }

    @Test func searchStartsIdle() async throws {
        let state = SearchFeature.State()

        #expect(
            state.status == "Type to search", "before any key the status reads \"Type to search\"")
        #expect(state.results == [], "before any key no results show")
    }

    @Test func resultRowShowsNameAndStars() async throws {
        let row = Self.foundSwift.row(at: 0)

        #expect(row.name == "apple/swift", "a result's row shows the repository's full name")
        #expect(row.stars == "★ 12.3k", "a result's row shows its stars formatted (★ 12.3k)")
    }

    @Test func selectingAResultShowsItsDescription() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let store = TestStore(
            initialState: Self.foundSwift, reducer: SearchFeature(service: service, clock: clock))

        store.send(.resultSelected(at: 1)) { $0.selectedRow = 1 }

        #expect(store.state.selectedRow == 1, "the selected result is marked")
        #expect(
            store.state.detail == "a web framework",
            "the detail line shows the result's description")

        Self.type("s", into: store)
        await clock.run(for: .milliseconds(300))
        store.receive(.pauseEnded("swifts")) {
            $0.waitingQuery = nil
            $0.lastSearched = "swifts"
            $0.phase = .searching("swifts")
            $0.selectedRow = nil
        }
        await service.succeed(with: twoRepositories)
        store.receive(.resultsFound("swifts", twoRepositories)) {
            $0.phase = .results("swifts", twoRepositories)
        }

        #expect(
            store.state.selectedRow == nil
                && store.state.detail == "Tap a result to see its description.",
            "a new search ends the selection")
    }

    @Test func theSameQueryIsNotSearchedAgain() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let store = TestStore(
            initialState: Self.foundSwift, reducer: SearchFeature(service: service, clock: clock))

        Self.type("s", into: store)
        store.send(.queryChanged("swift")) {
            $0.query = "swift"
            $0.waitingQuery = nil
        }

        #expect(
            store.state.status == "2 results for `swift`" && store.state.results.count == 2,
            "going back to the query searched last shows its results at once")

        await clock.run(for: .milliseconds(300))

        #expect(service.queries == [], "going back to the query searched last searches nothing")

        store.send(.queryChanged("swift  ")) { $0.query = "swift  " }
        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == [] && store.state.status == "2 results for `swift`",
            "spaces around the query do not make it another query")
    }

    @Test func emptyingTheQueryWhileASearchWaits() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let store = Self.search(service, clock)
        Self.type("swift", into: store)
        await clock.run(for: .milliseconds(300))  // the search for `swift` waits for its answer
        Self.pauseEnded("swift", in: store)

        for query in ["swif", "swi", "sw", "s"] {  // the delete key, one edit at a time
            store.send(.queryChanged(query)) {
                $0.query = query
                $0.waitingQuery = query
            }
        }
        store.send(.queryChanged("")) {
            $0.query = ""
            $0.waitingQuery = nil
            $0.lastSearched = nil
            $0.phase = .idle
        }

        #expect(
            store.state.status == "Type to search",
            "emptying the query while a search waits shows \"Type to search\" at once")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == ["swift"], "no search starts for the keys deleted on the way")

        await service.succeed(with: twoRepositories)

        #expect(
            store.state.status == "Type to search" && store.state.results == [],
            "the emptied search's late answer shows nothing")
    }

    @Test func anOlderSearchAnsweringFirstChangesNothing() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let store = Self.search(service, clock)
        Self.type("swi", into: store)
        await clock.run(for: .milliseconds(300))
        Self.pauseEnded("swi", in: store)
        Self.type("ft", into: store)
        await clock.run(for: .milliseconds(300))
        Self.pauseEnded("swift", in: store)

        await service.succeed(with: twoRepositories, request: 1)

        #expect(
            store.state.status == "Searching `swift`…" && store.state.results == [],
            "an older query's early answer changes nothing while the newest waits")

        await service.succeed(with: [twoRepositories[1]], request: 1)
        store.receive(.resultsFound("swift", [twoRepositories[1]])) {
            $0.phase = .results("swift", [twoRepositories[1]])
        }

        #expect(
            store.state.status == "1 result for `swift`", "the newest query's answer then shows")
    }

    @Test func markedTextSurvivesTheQuerysBinding() async throws {
        // The query field is written back by the view's render, not the reducer: so this test
        // makes the real view, with a store running the reducer.
        let store = StoreOf(
            initialState: SearchFeature.State(),
            reducer: SearchFeature(service: ControlledSearchService(), clock: ManualClock()))
        let controller = SearchViewController(store: store)
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
            store.state.status == "Waiting to search `sw`…",
            "the status waits to search the composed text")
    }
}

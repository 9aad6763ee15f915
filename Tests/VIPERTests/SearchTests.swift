import BehaviourTesting
import Foundation
import Model
import Testing

@testable import VIPER

/// VIPER: the search's presenter, with a spy for its view and a mock interactor: the test sends
/// it the view's events and tells it, as the interactor would, how the search goes. The
/// interactor owns the timing, the trimming and which answer counts: it is tested on a manual
/// clock and a controlled service, with a spy for its output that passes every call on to a
/// presenter, so that a behaviour that spans both is seen on the view. Whether the query field
/// is written back is the view's business: the marked-text test makes the real module.
@MainActor
@Suite("VIPER: search") struct SearchTests {
    /// The real interactor on a manual clock and a controlled service, its output a spy that
    /// passes every call on to a presenter (over a mock interactor, its view a spy, loaded).
    static func searching() -> (
        SearchInteractor, ControlledSearchService, ManualClock, SearchInteractorOutputSpy,
        SearchViewSpy
    ) {
        let view = SearchViewSpy()
        let presenter = SearchPresenter(interactor: SearchInteractorMock())
        presenter.view = view
        presenter.viewDidLoad()
        let service = ControlledSearchService()
        let clock = ManualClock()
        let output = SearchInteractorOutputSpy(passingOnTo: presenter)
        let interactor = SearchInteractor(service: service, clock: clock)
        interactor.output = output
        return (interactor, service, clock, output, view)
    }

    @Test func debounceWaitsForAPause() async throws {
        let (interactor, service, clock, output, view) = Self.searching()

        for query in ["s", "sw"] {
            interactor.updateQuery(to: query)
            await clock.run(for: .milliseconds(200))  // shorter than the pause: it starts again
        }
        interactor.updateQuery(to: "swi")
        await clock.run(for: .milliseconds(299))

        #expect(
            output.events == [.waiting(for: "s"), .waiting(for: "sw"), .waiting(for: "swi")]
                && service.queries.isEmpty,
            "299 ms after the last key, no search has started")

        await clock.run(for: .milliseconds(1))

        #expect(
            output.events.last == .started(for: "swi")
                && view.statuses.suffix(2) == ["Waiting to search `swi`…", "Searching `swi`…"],
            "300 ms after the last key, the status says searching")

        await service.succeed(with: [])

        #expect(
            service.queries == ["swi"], "typing three keys makes one search, for the whole query")
    }

    @Test func staleAnswersAreDropped() async throws {
        let (interactor, service, clock, output, view) = Self.searching()
        for query in ["s", "sw", "swi"] { interactor.updateQuery(to: query) }
        await clock.run(for: .milliseconds(300))
        for query in ["swif", "swift"] { interactor.updateQuery(to: query) }
        await clock.run(for: .milliseconds(300))

        await service.succeed(with: twoRepositories, request: 2)

        #expect(
            output.events.last == .found(twoRepositories, for: "swift")
                && view.statuses.suffix(2) == ["Searching `swift`…", "2 results for `swift`"],
            "the newest query's results show")

        let told = output.events
        await service.fail(request: 1)

        #expect(output.events == told, "an older query's late answer changes nothing")
    }

    @Test func emptyQueryClears() async throws {
        let (interactor, service, clock, output, view) = Self.searching()
        for query in ["s", "sw", "swi", "swif", "swift"] { interactor.updateQuery(to: query) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        interactor.updateQuery(to: "")

        #expect(
            output.events.last == .cleared
                && view.statuses.suffix(2) == ["2 results for `swift`", "Type to search"],
            "emptying the query shows \"Type to search\" at once")
        #expect(
            view.resultsShown.suffix(2) == [true, false], "emptying the query removes the results")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == ["swift"], "an empty query searches nothing")
    }

    @Test func searchFailureIsShown() async throws {
        let (interactor, service, clock, output, view) = Self.searching()
        for query in ["s", "sw", "swi", "swif", "swift"] { interactor.updateQuery(to: query) }
        await clock.run(for: .milliseconds(300))

        await service.fail()

        #expect(
            output.events.last == .failed(for: "swift", reason: "the search is down")
                && view.statuses.last == "Search failed: the search is down",
            "a failed search's status line names the reason")
        #expect(view.resultsShown == [false, false, false], "a failed search shows no results")
    }

    @Test func searchStartsIdle() {
        let view = SearchViewSpy()
        let presenter = SearchPresenter(interactor: SearchInteractorMock())
        presenter.view = view

        presenter.viewDidLoad()

        #expect(
            view.statuses == ["Type to search"],
            "before any key the status reads \"Type to search\"")
        #expect(view.resultsShown == [false], "before any key no results show")
    }

    @Test func resultRowShowsNameAndStars() {
        let view = SearchViewSpy()
        let presenter = SearchPresenter(interactor: SearchInteractorMock())
        presenter.view = view
        presenter.viewDidLoad()
        presenter.queryChanged("swift")
        presenter.searchWaiting(for: "swift")  // as the interactor tells it
        presenter.searchStarted(for: "swift")
        presenter.searchFound(twoRepositories, for: "swift")

        let row = RepositoryRowSpy()
        presenter.configure(row, at: 0)

        #expect(row.names == ["apple/swift"], "a result's row shows the repository's full name")
        #expect(row.stars == ["★ 12.3k"], "a result's row shows its stars formatted (★ 12.3k)")
    }

    @Test func selectingAResultShowsItsDescription() {
        let interactor = SearchInteractorMock()
        let view = SearchViewSpy()
        let presenter = SearchPresenter(interactor: interactor)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.queryChanged("swift")
        presenter.searchWaiting(for: "swift")  // as the interactor tells it
        presenter.searchStarted(for: "swift")
        presenter.searchFound(twoRepositories, for: "swift")

        presenter.resultSelected(at: 1)

        #expect(view.selectedRows == [nil, nil, nil, 1], "the selected result is marked")
        #expect(
            view.details.last == "a web framework",
            "the detail line shows the result's description")

        presenter.queryChanged("swifts")
        presenter.searchWaiting(for: "swifts")
        presenter.searchStarted(for: "swifts")
        presenter.searchFound(twoRepositories, for: "swifts")

        #expect(
            interactor.texts == ["swift", "swifts"]
                && view.selectedRows.suffix(3) == [1, nil, nil]
                && view.details.last == "Tap a result to see its description.",
            "a new search ends the selection")
    }

    @Test func theSameQueryIsNotSearchedAgain() async throws {
        let (interactor, service, clock, output, view) = Self.searching()
        for query in ["s", "sw", "swi", "swif", "swift"] { interactor.updateQuery(to: query) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        interactor.updateQuery(to: "swifts")
        interactor.updateQuery(to: "swift")

        #expect(
            output.events.suffix(2) == [.waiting(for: "swifts"), .unchanged]
                && view.statuses.last == "2 results for `swift`"
                && view.resultsShown.last == true,
            "going back to the query searched last shows its results at once")

        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == ["swift"], "going back to the query searched last searches nothing")

        interactor.updateQuery(to: "swift  ")
        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == ["swift"] && output.events.last == .unchanged
                && view.statuses.last == "2 results for `swift`",
            "spaces around the query do not make it another query")
    }

    @Test func emptyingTheQueryWhileASearchWaits() async throws {
        let (interactor, service, clock, output, view) = Self.searching()
        for query in ["s", "sw", "swi", "swif", "swift"] { interactor.updateQuery(to: query) }
        await clock.run(for: .milliseconds(300))  // the search for `swift` waits for its answer

        for query in ["swif", "swi", "sw", "s", ""] { interactor.updateQuery(to: query) }

        #expect(
            output.events.last == .cleared && view.statuses.last == "Type to search",
            "emptying the query while a search waits shows \"Type to search\" at once")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == ["swift"], "no search starts for the keys deleted on the way")

        let told = output.events
        await service.succeed(with: twoRepositories)

        #expect(output.events == told, "the emptied search's late answer shows nothing")
    }

    @Test func anOlderSearchAnsweringFirstChangesNothing() async throws {
        let (interactor, service, clock, output, view) = Self.searching()
        for query in ["s", "sw", "swi"] { interactor.updateQuery(to: query) }
        await clock.run(for: .milliseconds(300))
        for query in ["swif", "swift"] { interactor.updateQuery(to: query) }
        await clock.run(for: .milliseconds(300))
        let told = output.events

        await service.succeed(with: twoRepositories, request: 1)

        #expect(
            output.events == told,
            "an older query's early answer changes nothing while the newest waits")

        await service.succeed(with: [twoRepositories[1]], request: 1)

        #expect(
            output.events.last == .found([twoRepositories[1]], for: "swift")
                && view.statuses.suffix(2) == ["Searching `swift`…", "1 result for `swift`"],
            "the newest query's answer then shows")
    }

    @Test func markedTextSurvivesTheQuerysBinding() {
        // Whether the query field is written back is the view's business (it never is: the
        // presenter has no query to give it), so this test makes the real module, as the router
        // builds it: its interactor decides what the status waits to search.
        let controller = SearchRouter.makeModule(
            service: ControlledSearchService(), clock: ManualClock())
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
final class SearchViewSpy: SearchViewInput {
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

/// Stands in for the search's interactor: it keeps every text the presenter passes on and
/// decides nothing. The test tells the presenter how the search goes, as the interactor would.
@MainActor
final class SearchInteractorMock: SearchInteractorInput {
    /// The query's whole text at each edit, oldest first.
    private(set) var texts: [String] = []

    func updateQuery(to text: String) { texts.append(text) }
}

/// Keeps everything the interactor tells its output, oldest first, and passes each call on to
/// the presenter it was given, as the module's wiring would.
@MainActor
final class SearchInteractorOutputSpy: SearchInteractorOutput {
    /// One call of `SearchInteractorOutput`, with what it said.
    enum Event: Equatable {
        case cleared
        case waiting(for: String)
        case unchanged
        case started(for: String)
        case found([Repository], for: String)
        /// A failure, by its error's description.
        case failed(for: String, reason: String)
    }

    private(set) var events: [Event] = []
    private let presenter: any SearchInteractorOutput

    init(passingOnTo presenter: any SearchInteractorOutput) {
        self.presenter = presenter
    }

    func searchCleared() {
        events.append(.cleared)
        presenter.searchCleared()
    }

    func searchWaiting(for query: String) {
        events.append(.waiting(for: query))
        presenter.searchWaiting(for: query)
    }

    func searchUnchanged() {
        events.append(.unchanged)
        presenter.searchUnchanged()
    }

    func searchStarted(for query: String) {
        events.append(.started(for: query))
        presenter.searchStarted(for: query)
    }

    func searchFound(_ repositories: [Repository], for query: String) {
        events.append(.found(repositories, for: query))
        presenter.searchFound(repositories, for: query)
    }

    func searchFailed(for query: String, with error: any Error) {
        events.append(.failed(for: query, reason: "\(error)"))
        presenter.searchFailed(for: query, with: error)
    }
}

import BehaviourTesting
import Model
import Testing

@testable import MVCVariant

/// MVC variant: the controller keeps the search's phase and debounce and words the status line
/// itself, as MVC's does (only the cells and the detail view are handed models), so a test loads
/// its view, types into the query field as a user would, lets time pass on the manual clock,
/// answers the search double and reads the widgets.
@MainActor
@Suite("MVC variant: search") struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock, visibleRows: 10)
        _ = controller.view

        for key in "sw" {
            controller.queryField.insertText(String(key))
            await clock.run(for: .milliseconds(200))  // shorter than the pause: it starts again
        }
        controller.queryField.insertText("i")
        await clock.run(for: .milliseconds(299))

        #expect(
            controller.statusLabel.text == "Waiting to search `swi`…",
            "299 ms after the last key, no search has started")

        await clock.run(for: .milliseconds(1))

        #expect(
            controller.statusLabel.text == "Searching `swi`…",
            "300 ms after the last key, the status says searching")

        await service.succeed(with: [])

        #expect(
            service.queries == ["swi"], "typing three keys makes one search, for the whole query")
    }

    @Test func staleAnswersAreDropped() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock, visibleRows: 10)
        _ = controller.view
        for key in "swi" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))
        for key in "ft" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))

        await service.succeed(with: twoRepositories, request: 2)

        #expect(
            controller.statusLabel.text == "2 results for `swift`",
            "the newest query's results show")

        await service.fail(request: 1)

        #expect(
            controller.statusLabel.text == "2 results for `swift`",
            "an older query's late answer changes nothing")
    }

    @Test func emptyQueryClears() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock, visibleRows: 10)
        _ = controller.view
        for key in "swift" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        controller.queryField.text = ""  // the field's clear button
        controller.queryField.sendActions(for: .editingChanged)

        #expect(
            controller.statusLabel.text == "Type to search",
            "emptying the query shows \"Type to search\" at once")
        #expect(controller.tableView.isHidden, "emptying the query removes the results")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == ["swift"], "an empty query searches nothing")
    }

    @Test func searchFailureIsShown() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock, visibleRows: 10)
        _ = controller.view
        for key in "swift" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))

        await service.fail()

        #expect(
            controller.statusLabel.text == "Search failed: the search is down",
            "a failed search's status line names the reason")
        #expect(controller.tableView.isHidden, "a failed search shows no results")
    }
}

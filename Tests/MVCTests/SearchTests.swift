import BehaviourTesting
import Foundation
import Model
import Testing
import TextUI

@testable import MVC

/// MVC: the controller keeps the search's phase and debounce and pushes them into its own views,
/// so a test loads its view, types into the query field as a user would, lets time pass on the
/// manual clock, answers the search double and reads the widgets.
@MainActor
@Suite("MVC: search") struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock)
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
        let controller = SearchViewController(service: service, clock: clock)
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
        let controller = SearchViewController(service: service, clock: clock)
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
        let controller = SearchViewController(service: service, clock: clock)
        _ = controller.view
        for key in "swift" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))

        await service.fail()

        #expect(
            controller.statusLabel.text == "Search failed: the search is down",
            "a failed search's status line names the reason")
        #expect(controller.tableView.isHidden, "a failed search shows no results")
    }

    @Test func searchStartsIdle() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock)

        _ = controller.view

        #expect(
            controller.statusLabel.text == "Type to search",
            "before any key the status reads \"Type to search\"")
        #expect(controller.tableView.isHidden, "before any key no results show")
    }

    @Test func resultRowShowsNameAndStars() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock)
        _ = controller.view
        for key in "swift" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        controller.view.layoutIfNeeded()  // the table asks for its cells in the layout pass
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))

        #expect(
            cell?.listContent?.text == "apple/swift",
            "a result's row shows the repository's full name")
        #expect(
            cell?.listContent?.secondaryText == "★ 12.3k",
            "a result's row shows its stars formatted (★ 12.3k)")
    }

    @Test func selectingAResultShowsItsDescription() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock)
        _ = controller.view
        for key in "swift" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)
        controller.view.layoutIfNeeded()

        controller.touchRow(1)

        #expect(
            controller.tableView.indexPathForSelectedRow?.row == 1, "the selected result is marked")
        #expect(
            controller.detailLabel.text == "a web framework",
            "the detail line shows the result's description")

        controller.queryField.insertText("s")
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        #expect(
            controller.tableView.indexPathForSelectedRow == nil
                && controller.detailLabel.text == "Tap a result to see its description.",
            "a new search ends the selection")
    }

    @Test func theSameQueryIsNotSearchedAgain() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock)
        _ = controller.view
        for key in "swift" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        controller.queryField.insertText("s")
        controller.queryField.deleteBackward()

        #expect(
            controller.statusLabel.text == "2 results for `swift`"
                && !controller.tableView.isHidden,
            "going back to the query searched last shows its results at once")

        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == ["swift"], "going back to the query searched last searches nothing")

        controller.queryField.insertText("  ")
        await clock.run(for: .milliseconds(300))

        #expect(
            service.queries == ["swift"] && controller.statusLabel.text == "2 results for `swift`",
            "spaces around the query do not make it another query")
    }

    @Test func emptyingTheQueryWhileASearchWaits() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock)
        _ = controller.view
        for key in "swift" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))  // the search for `swift` waits for its answer

        for _ in "swift" { controller.queryField.deleteBackward() }

        #expect(
            controller.statusLabel.text == "Type to search",
            "emptying the query while a search waits shows \"Type to search\" at once")

        await clock.run(for: .milliseconds(1_000))

        #expect(service.queries == ["swift"], "no search starts for the keys deleted on the way")

        await service.succeed(with: twoRepositories)

        #expect(
            controller.statusLabel.text == "Type to search" && controller.tableView.isHidden,
            "the emptied search's late answer shows nothing")
    }

    @Test func anOlderSearchAnsweringFirstChangesNothing() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock)
        _ = controller.view
        for key in "swi" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))
        for key in "ft" { controller.queryField.insertText(String(key)) }
        await clock.run(for: .milliseconds(300))

        await service.succeed(with: twoRepositories, request: 1)

        #expect(
            controller.statusLabel.text == "Searching `swift`…" && controller.tableView.isHidden,
            "an older query's early answer changes nothing while the newest waits")

        await service.succeed(with: [twoRepositories[1]], request: 1)

        #expect(
            controller.statusLabel.text == "1 result for `swift`",
            "the newest query's answer then shows")
    }

    @Test func markedTextSurvivesTheQuerysBinding() async throws {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let controller = SearchViewController(service: service, clock: clock)
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

extension TableViewCell {
    /// The list configuration the cell shows, as a UIKit test reads it.
    fileprivate var listContent: ListContentConfiguration? {
        contentConfiguration as? ListContentConfiguration
    }
}

extension SearchViewController {
    /// A user's touch on `row`, as a UIKit test makes it: the table selects the row, then tells
    /// its delegate.
    fileprivate func touchRow(_ row: Int) {
        let indexPath = IndexPath(row: row, section: 0)
        tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
        tableView(tableView, didSelectRowAt: indexPath)
    }
}

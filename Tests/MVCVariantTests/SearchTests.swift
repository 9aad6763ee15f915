import BehaviourTesting
import Model
import Testing

@testable import MVCVariant

/// MVC variant: the controller hands each phase to a status view that words it itself, so a
/// test loads its view, types into the query field as a user would, moves the manual clock,
/// answers the search double and reads the widgets.
@MainActor
@Suite struct SearchTests {
    @Test func debounceWaitsForAPause() async throws {
        try await measure("MVCVariant") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let controller = SearchViewController(service: service, clock: clock, visibleRows: 10)
            _ = controller.view
            for key in "swi" { controller.queryField.insertText(String(key)) }
            await wait(299, on: clock)
            facts.check(
                .noSearchBeforeThePause, renderedLines(of: controller.statusView).first,
                equals: "Type to search")
            await wait(1, on: clock)
            facts.check(
                .searchingAfterThePause, renderedLines(of: controller.statusView).first,
                equals: "Searching `swi`…")
            facts.check(.oneSearchForAllKeys, service.queries, equals: ["swi"])
            service.succeed(with: [])
            await settle()
        }
    }

    @Test func staleAnswersAreDropped() async throws {
        try await measure("MVCVariant") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let controller = SearchViewController(service: service, clock: clock, visibleRows: 10)
            _ = controller.view
            for key in "swi" { controller.queryField.insertText(String(key)) }
            await wait(300, on: clock)
            for key in "ft" { controller.queryField.insertText(String(key)) }
            await wait(300, on: clock)
            service.succeed(with: twoRepositories, request: 2)
            await settle()
            facts.check(
                .newestResultsShown, renderedLines(of: controller.statusView).first,
                equals: "2 results for `swift`")
            service.fail(request: 1)
            await settle()
            facts.check(
                .olderSearchAnswerIgnored, renderedLines(of: controller.statusView).first,
                equals: "2 results for `swift`")
        }
    }

    @Test func emptyQueryClears() async throws {
        try await measure("MVCVariant") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let controller = SearchViewController(service: service, clock: clock, visibleRows: 10)
            _ = controller.view
            for key in "swift" { controller.queryField.insertText(String(key)) }
            await wait(300, on: clock)
            service.succeed(with: twoRepositories)
            await settle()
            controller.queryField.clear()
            facts.check(
                .statusIdleAtOnce, renderedLines(of: controller.statusView).first,
                equals: "Type to search")
            facts.check(.resultsCleared, controller.tableView.isHidden, equals: true)
            await wait(1_000, on: clock)
            facts.check(.noSearchForAnEmptyQuery, service.queries, equals: ["swift"])
        }
    }

    @Test func searchFailureIsShown() async throws {
        try await measure("MVCVariant") { facts in
            let service = ControlledSearchService()
            let clock = ManualClock()
            let controller = SearchViewController(service: service, clock: clock, visibleRows: 10)
            _ = controller.view
            for key in "swift" { controller.queryField.insertText(String(key)) }
            await wait(300, on: clock)
            service.fail()
            await settle()
            facts.check(
                .failureStatusNamesTheReason, renderedLines(of: controller.statusView).first,
                equals: "Search failed: the search is down")
            facts.check(.noResultsAfterFailure, controller.tableView.isHidden, equals: true)
        }
    }
}

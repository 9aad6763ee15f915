import BehaviourTesting
import Harness
import Model
import PatternCatalog
import Testing
import TextUI

/// The search (docs/screens.md, "Search"), each rule checked on whole frames against every
/// pattern: debounce on the manual clock, an empty query, the same query, the newest search
/// deciding on success and on failure, selection, and errors. Nothing sleeps: `wait` moves
/// the session's manual clock.
@MainActor
@Suite struct SearchSpecTests {
    static let invite = "Tap a result to see its description."

    /// The search tab's frame: the query field, the status line, and the results (rows,
    /// position, detail) when there are any.
    static func search(
        query: String = "", status: String = "Type to search", rows: [String] = [],
        position: String = "", detail: String = invite
    ) -> String {
        let text = query.isEmpty ? "a name or a topic" : query
        let field =
            "[" + text + String(repeating: " ", count: max(0, 27 - DisplayWidth.of(text))) + "]"
        let results =
            rows.isEmpty ? "" : (rows + [position, detail]).joined(separator: "\n") + "\n"
        return """
            Search
            ────────────────────────────────────────
            Query      \(field)
            \(status)
            \(results)\(searchTabBar)
            """
    }

    /// The rocket search's first three rows (of 12).
    static let rocketRows = [
        "  tencent/🚀rocket              ★ 118.0k",
        "  腾讯/🚀rocket                  ★ 70.3k",
        "  alibaba/🚀rocket               ★ 68.0k",
    ]
    static let rockets = search(
        query: "rocket", status: "12 results for `rocket`", rows: rocketRows,
        position: "rows 1–3 of 12")

    static let oneResult = search(
        query: "apple swift-format", status: "1 result for `apple swift-format`",
        rows: ["  apple/swift-format             ★ 99.3k"], position: "row 1 of 1")

    func onSearch(_ pattern: PatternDescriptor) async throws -> Session {
        let session = await loadedSession(pattern)
        try await session.perform(.tab(.search))
        return session
    }

    func perform(_ commands: [Command], on session: Session) async throws {
        for command in commands { try await session.perform(command) }
    }

    @Test("The search tab starts idle", arguments: patternsUnderTest)
    func idle(pattern: PatternDescriptor) async throws {
        let session = try await onSearch(pattern)
        defer { session.tearDown() }  // answers what a test left held
        #expect(session.frame() == Self.search())
    }

    @Test(
        "2. Debounce: a search starts once the query has been unchanged for 300 ms",
        arguments: patternsUnderTest)
    func debounce(pattern: PatternDescriptor) async throws {
        let session = try await onSearch(pattern)
        defer { session.tearDown() }  // answers what a test left held
        try await perform(
            [.hold, .type(field: .query, text: "swi"), .wait(milliseconds: 299)], on: session)
        #expect(
            session.frame() == Self.search(query: "swi", status: "Waiting to search `swi`…"),
            "299 ms: no search yet, and the line says the query waits")
        try await session.perform(.wait(milliseconds: 1))
        #expect(session.frame() == Self.search(query: "swi", status: "Searching `swi`…"))
        #expect(session.requests.waitingCount == 1, "one search for three keys")

        try await perform(
            [
                .type(field: .query, text: "f"), .wait(milliseconds: 200),
                .type(field: .query, text: "t"), .wait(milliseconds: 299),
            ], on: session)
        #expect(
            session.frame() == Self.search(query: "swift", status: "Waiting to search `swift`…"),
            "each key starts the pause again")
        try await session.perform(.wait(milliseconds: 1))
        #expect(session.frame() == Self.search(query: "swift", status: "Searching `swift`…"))
        #expect(session.requests.waitingCount == 2)
    }

    @Test(
        "2. An empty query clears the results at once, with no search",
        arguments: patternsUnderTest)
    func emptyQueryClears(pattern: PatternDescriptor) async throws {
        let session = try await onSearch(pattern)
        defer { session.tearDown() }  // answers what a test left held
        try await perform(
            [.type(field: .query, text: "rocket"), .wait(milliseconds: 300)], on: session)
        #expect(session.frame() == Self.rockets)
        try await session.perform(.clear(field: .query))
        #expect(session.frame() == Self.search(), "cleared without waiting")
        try await perform([.hold, .wait(milliseconds: 1_000)], on: session)
        #expect(session.frame() == Self.search())
        #expect(session.requests.waitingCount == 0, "an empty query searches nothing")
        try await perform(
            [.type(field: .query, text: "  "), .wait(milliseconds: 1_000)], on: session)
        #expect(session.frame() == Self.search(query: "  "), "a query of only spaces is empty")
        #expect(session.requests.waitingCount == 0, "a query of only spaces searches nothing")
    }

    @Test(
        "2. Emptying the query while a search waits clears at once; that search's answer shows nothing",
        arguments: patternsUnderTest)
    func emptyingTheQueryWhileASearchWaits(pattern: PatternDescriptor) async throws {
        let session = try await onSearch(pattern)
        defer { session.tearDown() }  // answers what a test left held
        try await perform(
            [.hold, .type(field: .query, text: "rocket"), .wait(milliseconds: 300)], on: session)
        #expect(session.frame() == Self.search(query: "rocket", status: "Searching `rocket`…"))
        try await session.perform(.delete(field: .query, count: 6))
        #expect(session.frame() == Self.search(), "emptied key by key: cleared at once")
        try await session.perform(.wait(milliseconds: 1_000))
        #expect(session.requests.waitingCount == 1, "no search for the keys deleted on the way")
        try await session.perform(.answer(request: 1, failing: false))
        #expect(session.frame() == Self.search(), "the emptied search's answer shows nothing")
    }

    @Test(
        "2. A failed search says why, and the results before it are gone",
        arguments: patternsUnderTest)
    func searchFailureIsShown(pattern: PatternDescriptor) async throws {
        let session = try await onSearch(pattern)
        defer { session.tearDown() }  // answers what a test left held
        try await perform(
            [.type(field: .query, text: "rocket"), .wait(milliseconds: 300)], on: session)
        #expect(session.frame() == Self.rockets)
        try await perform(
            [
                .hold, .type(field: .query, text: "s"), .wait(milliseconds: 300),
                .answer(request: 1, failing: true),
            ], on: session)
        #expect(
            session.frame()
                == Self.search(
                    query: "rockets", status: "Search failed: the connection was lost"),
            "a failed search shows no results")
    }

    @Test(
        "1. A result's row shows the repository's full name and its stars",
        arguments: patternsUnderTest)
    func resultRowShowsNameAndStars(pattern: PatternDescriptor) async throws {
        let session = try await onSearch(pattern)
        defer { session.tearDown() }  // answers what a test left held
        try await perform(
            [.type(field: .query, text: "rocket"), .wait(milliseconds: 300)], on: session)
        #expect(session.frame() == Self.rockets)
    }

    @Test(
        "2. The same query as the last one searched does not search again",
        arguments: patternsUnderTest)
    func sameQueryIsNotSearchedAgain(pattern: PatternDescriptor) async throws {
        let session = try await onSearch(pattern)
        defer { session.tearDown() }  // answers what a test left held
        try await perform(
            [.type(field: .query, text: "rocket"), .wait(milliseconds: 300)], on: session)
        try await perform(
            [.hold, .type(field: .query, text: "s"), .delete(field: .query, count: 1)],
            on: session)
        #expect(
            session.frame() == Self.rockets,
            "back to the query searched last: nothing waits, and the line says so at once")
        try await session.perform(.wait(milliseconds: 300))
        #expect(session.frame() == Self.rockets)
        #expect(session.requests.waitingCount == 0)
        try await perform(
            [.type(field: .query, text: "  "), .wait(milliseconds: 300)], on: session)
        #expect(
            session.frame() == Self.rockets,
            "spaces around the query do not make it another query")
        #expect(session.requests.waitingCount == 0)
    }

    /// Two searches held: `apple` (request 1), then `apple swift-format` (request 2).
    func twoSearchesHeld(_ pattern: PatternDescriptor) async throws -> Session {
        let session = try await onSearch(pattern)
        try await perform(
            [
                .hold, .type(field: .query, text: "apple"), .wait(milliseconds: 300),
                .type(field: .query, text: " swift-format"), .wait(milliseconds: 300),
            ], on: session)
        #expect(session.requests.waitingCount == 2)
        return session
    }

    @Test(
        "3. An older search's late answer changes nothing, success or failure",
        arguments: patternsUnderTest)
    func lateAnswerChangesNothing(pattern: PatternDescriptor) async throws {
        let session = try await twoSearchesHeld(pattern)
        defer { session.tearDown() }  // answers what a test left held
        try await session.perform(.answer(request: 2, failing: false))
        #expect(session.frame() == Self.oneResult)
        try await session.perform(.answer(request: 1, failing: true))
        #expect(session.frame() == Self.oneResult, "a late failure changes nothing")

        let other = try await twoSearchesHeld(pattern)

        defer { other.tearDown() }  // answers what a test left held
        try await other.perform(.answer(request: 2, failing: true))
        let failed = Self.search(
            query: "apple swift-format", status: "Search failed: the connection was lost")
        #expect(other.frame() == failed)
        try await other.perform(.answer(request: 1, failing: false))
        #expect(other.frame() == failed, "a late success changes nothing")
    }

    @Test(
        "3. An older search's early answer changes nothing while the newest waits",
        arguments: patternsUnderTest)
    func earlyAnswerChangesNothing(pattern: PatternDescriptor) async throws {
        let session = try await twoSearchesHeld(pattern)
        defer { session.tearDown() }  // answers what a test left held
        let searching = Self.search(
            query: "apple swift-format", status: "Searching `apple swift-format`…")
        try await session.perform(.answer(request: 1, failing: false))
        #expect(session.frame() == searching, "an early success changes nothing")
        try await session.perform(.release)
        #expect(session.frame() == Self.oneResult)
    }

    @Test(
        "Loads and searches wait in one queue: answer 1 is the oldest of either kind",
        arguments: patternsUnderTest)
    func oneQueue(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        defer { session.tearDown() }  // answers what a test left held
        try await perform(
            [
                .hold, .reload, .tab(.search), .type(field: .query, text: "rocket"),
                .wait(milliseconds: 300), .answer(request: 2, failing: false),
            ], on: session)
        #expect(session.frame() == Self.rockets)
        try await session.perform(.tab(.shop))
        #expect(session.frame() == OverlappingLoadSpecTests.loading, "the load still waits")
        try await session.perform(.answer(request: 1, failing: false))
        #expect(session.frame() == ShopListSpecTests.loadedFrame)
    }

    @Test("1. Selecting a result shows its description", arguments: patternsUnderTest)
    func selectingShowsTheDescription(pattern: PatternDescriptor) async throws {
        let session = try await onSearch(pattern)
        defer { session.tearDown() }  // answers what a test left held
        try await perform(
            [
                .type(field: .query, text: "rocket"), .wait(milliseconds: 300), .scroll(row: 11),
                .select(row: 12),
            ], on: session)
        #expect(
            session.frame()
                == Self.search(
                    query: "rocket", status: "12 results for `rocket`",
                    rows: [
                        "  realm/🚀rocket                 ★ 19.0k",
                        "  ReactiveX/🚀rocket             ★ 10.2k",
                        "▸ vapor/🚀rocket                  ★ 3.1k",
                    ], position: "rows 10–12 of 12", detail: "fast starts 🚀"))
        try await perform([.type(field: .query, text: "s"), .wait(milliseconds: 300)], on: session)
        #expect(
            session.frame() == Self.search(query: "rockets", status: "No results for `rockets`"),
            "a new search ends the selection")
    }

    @Test(
        "Errors: a field or row not on the current tab, a row that does not exist",
        arguments: patternsUnderTest)
    func errors(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        defer { session.tearDown() }  // answers what a test left held
        await #expect(
            throws: SessionError("type: the query field is on the Search tab (tab search)")
        ) {
            try await session.perform(.type(field: .query, text: "x"))
        }
        try await session.perform(.tab(.search))
        await #expect(
            throws: SessionError("clear: the email field is on the Profile tab (tab profile)")
        ) {
            try await session.perform(.clear(field: .email))
        }
        await #expect(
            throws: SessionError(
                "select: there are no results to select (type query TEXT, then wait 300)")
        ) {
            try await session.perform(.select(row: 1))
        }
        try await perform(
            [.type(field: .query, text: "rocket"), .wait(milliseconds: 300)], on: session)
        await #expect(
            throws: SessionError(
                "select: there is no row 13: the table has 12 rows (rows 1 to 12)")
        ) {
            try await session.perform(.select(row: 13))
        }
        #expect(session.frame() == Self.rockets)
        #expect(
            throws: CommandError(
                "wait: '-1' is not a number of milliseconds (a whole number from 0 to 3600000)")
        ) {
            try Command.parse("wait -1")
        }
        #expect(try Command.parse("delete query") == .delete(field: .query, count: 1))
        #expect(try Command.parse("tab search") == .tab(.search))
    }

    @Test("Star counts read ★ 999, ★ 1.0k, ★ 12.3k, ★ 1.2m")
    func starCounts() {
        #expect(StarFormatter.string(999) == "★ 999")
        #expect(StarFormatter.string(1_000) == "★ 1.0k")
        #expect(StarFormatter.string(12_345) == "★ 12.3k")
        #expect(StarFormatter.string(999_999) == "★ 999.9k")
        #expect(StarFormatter.string(1_234_567) == "★ 1.2m")
        #expect(StarFormatter.string(0) == "★ 0")
    }

    @Test(
        "An input method's composition survives the query's binding",
        arguments: patternsUnderTest)
    func markedTextSurvivesTheBinding(pattern: PatternDescriptor) async throws {
        let session = try await onSearch(pattern)
        defer { session.tearDown() }  // answers what a test left held
        try await perform(
            [
                .type(field: .query, text: "x"), .clear(field: .query),
                .compose(field: .query, text: "sw"),
            ], on: session)
        #expect(session.frame() == Self.search(query: "‹sw›", status: "Waiting to search `sw`…"))
        try await session.perform(.commit(field: .query, text: "swift"))
        #expect(
            session.frame() == Self.search(query: "swift", status: "Waiting to search `swift`…"))
    }
}

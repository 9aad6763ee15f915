import BehaviourTesting
import Foundation
import Harness
import Model
import PatternCatalog
import Testing

/// Overlapping loads (docs/screens.md): the newest load decides. A load that a later one
/// superseded changes nothing when it answers, success or failure. Checked on whole frames
/// against every pattern, with the script's own `hold` and `answer` and with a test double.
@MainActor
@Suite struct OverlappingLoadSpecTests {
    static let loading = """
        Shop                          [ Reload ]
        ────────────────────────────────────────
        Loading…

        \(card())
        \(shopTabBar)
        """

    static let failed = """
        Shop                          [ Reload ]
        ────────────────────────────────────────
        Load failed: the connection was lost
        Tap Reload to try again.

        \(card())
        \(shopTabBar)
        """

    @Test(
        "Two Reloads answered out of order: the newest answer shows, the older changes nothing",
        arguments: patternsUnderTest)
    func newestAnswerWins(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        for command in [Command.hold, .rename(row: 1, name: "Tea"), .reload, .reload] {
            try await session.perform(command)
        }
        #expect(session.frame() == Self.loading, "a Reload while loading shows the loading state")

        try await session.perform(.answer(request: 2, failing: false))
        #expect(session.frame() == ShopListSpecTests.loadedFrame)
        try await session.perform(.answer(request: 1, failing: true))
        #expect(session.frame() == ShopListSpecTests.loadedFrame, "a late failure changes nothing")
    }

    @Test(
        "An older load's early success changes nothing while the newest still waits",
        arguments: patternsUnderTest)
    func olderAnswerFirst(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        for command in [Command.hold, .reload, .reload, .answer(request: 1, failing: false)] {
            try await session.perform(command)
        }
        #expect(session.frame() == Self.loading)

        try await session.perform(.answer(request: 1, failing: true))
        #expect(session.frame() == Self.failed, "the newest load decides, even by failing")
        try await session.perform(.release)
        #expect(session.frame() == Self.failed, "nothing was waiting any more")
    }

    @Test(
        "The first load racing a Reload: only the Reload's answer counts",
        arguments: patternsUnderTest)
    func firstLoadRacingAReload(pattern: PatternDescriptor) async throws {
        let (session, service) = await waitingSession(pattern)
        try await session.perform(.reload, waitingForLoads: false)
        #expect(service.waitingCount == 2)

        await service.succeed(with: smallCatalog(5), request: 2)
        await session.settle(waitingForLoads: false)  // the first load still waits
        await service.fail(request: 1)
        await session.settle()

        #expect(session.frame() == ShopListSpecTests.loadedFrame)
    }

    @Test("Answering what does not wait is a one-line error that changes nothing")
    func badAnswers() async throws {
        let session = await loadedSession(.mvc)
        let before = session.frame()
        await #expect(
            throws: SessionError(
                "answer: no request is waiting (hold first, then reload or search)")
        ) {
            try await session.perform(.answer(request: 1, failing: false))
        }
        try await session.perform(.hold)
        try await session.perform(.reload)
        await #expect(
            throws: SessionError("answer: there is no waiting request 2 (only 1 is waiting)")
        ) {
            try await session.perform(.answer(request: 2, failing: false))
        }
        try await session.perform(.release)
        #expect(session.frame() == before)
    }

    @Test(
        "Touches and store changes reach the next frame with no wait for the main actor",
        arguments: patternsUnderTest)
    func noWaitForTouchesAndChanges(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern)
        let commands: [Command] = [
            .select(row: 2), .rename(row: 2, name: "Tea"), .price(row: 1, price: 7), .tap,
            .add(price: 3, name: "Plum"), .remove(row: 1), .scroll(row: 3), .appName("WeChat"),
        ]
        for command in commands {
            try session.carryOut(command)
            let atOnce = session.frame()
            await session.settle()
            #expect(atOnce == session.frame(), "\(command)")
        }
    }
}

import Foundation
import Testing

@testable import Model

/// The search screen's shared model: the local index's matching rule and the manual clock.
@Suite struct SearchModelTests {
    let index = LocalRepositoryIndex()

    @Test func theIndexIsDeterministicAndMixesScripts() {
        #expect(LocalRepositoryIndex.builtIn.count == 360)
        #expect(LocalRepositoryIndex.builtIn == LocalRepositoryIndex().repositories)
        #expect(LocalRepositoryIndex.builtIn.contains { $0.fullName == "腾讯/测试工具" })
        #expect(LocalRepositoryIndex.builtIn.contains { $0.fullName == "🍎labs/🚀rocket" })
    }

    @Test func everyWordMustOccurIgnoringCase() {
        let found = index.matches("SWIFT format")
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { $0.fullName.hasSuffix("/swift-format") })
        #expect(index.matches("测试").contains { $0.fullName == "腾讯/测试工具" })
        #expect(index.matches("😀").count == 12, "one emoji-kit per owner")
        #expect(index.matches("   ").isEmpty)
        #expect(index.matches("no-such-thing").isEmpty)
    }

    @Test func resultsAreOrderedByStarsThenNameAndLimited() {
        let found = LocalRepositoryIndex(limit: 5).matches("a")
        #expect(found.count == 5)
        for (higher, lower) in zip(found, found.dropFirst()) {
            #expect(
                higher.stars > lower.stars
                    || (higher.stars == lower.stars && higher.fullName < lower.fullName))
        }
    }

    @Test func aSleepWakesOnlyWhenTheClockPassesItsDeadline() async throws {
        let clock = ManualClock()
        let woke = Woke()
        let early = Task {
            try await clock.sleep(for: .milliseconds(300))
            await woke.add("300")
        }
        let later = Task {
            try await clock.sleep(for: .milliseconds(500))
            await woke.add("500")
        }
        while clock.sleeperCount < 2 { await Task.yield() }

        clock.advance(by: .milliseconds(299))
        #expect(clock.sleeperCount == 2)
        clock.advance(by: .milliseconds(1))
        try await early.value
        #expect(clock.sleeperCount == 1, "the 500 ms sleep still waits")
        clock.advance(by: .milliseconds(200))
        try await later.value

        // Each woke only once the clock passed its deadline (the tasks run off the main actor,
        // so two woken by one advance would race to `woke`).
        #expect(await woke.order == ["300", "500"])
        #expect(clock.now == ManualClock.Instant(offset: .milliseconds(500)))
    }

    @Test func aCancelledSleepEndsAtOnceWithCancellation() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        while clock.sleeperCount < 1 { await Task.yield() }

        sleeper.cancel()

        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }
}

/// Records the order in which sleepers woke.
actor Woke {
    private(set) var order: [String] = []
    func add(_ name: String) { order.append(name) }
}

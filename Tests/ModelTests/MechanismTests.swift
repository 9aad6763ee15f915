import Model
import Testing

/// The generic mechanisms every pattern's roles build their screens' state machines on:
/// a debounce and "the newest request wins".
@MainActor
@Suite struct MechanismTests {
    @Test func aDebouncedActionRunsOncePauseAfterTheLastSchedule() async {
        let clock = ManualClock()
        let debouncer = Debouncer(pause: .milliseconds(300), clock: clock)
        var ran: [String] = []
        debouncer.schedule { ran.append("a") }
        await clock.run(for: .milliseconds(200))
        debouncer.schedule { ran.append("b") }
        await clock.run(for: .milliseconds(299))
        #expect(ran == [])
        await clock.run(for: .milliseconds(1))
        #expect(ran == ["b"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func aCancelledDebounceRunsNothing() async {
        let clock = ManualClock()
        let debouncer = Debouncer(pause: .milliseconds(300), clock: clock)
        var ran = false
        debouncer.schedule { ran = true }
        debouncer.cancel()
        await clock.run(for: .milliseconds(1_000))
        #expect(!ran)
        #expect(clock.sleeperCount == 0)
    }

    @Test func onlyTheNewestRequestIsAnswered() async {
        let requests = NewestRequest<Int>()
        let gate = Gate()
        var answers: [Int] = []
        requests.start({ try await gate.wait(returning: 1) }) { answers.append(try! $0.get()) }
        requests.start({ try await gate.wait(returning: 2) }) { answers.append(try! $0.get()) }
        await gate.openAll()
        #expect(answers == [2])
    }

    @Test func aSupersededRequestChangesNothingEvenWhenItFails() async {
        let requests = NewestRequest<Int>()
        let gate = Gate()
        var heard = 0
        requests.start({ try await gate.wait(returning: 1) }) { _ in heard += 1 }
        requests.supersede()
        await gate.openAll()
        #expect(heard == 0)
    }

    @Test func runningTheClockWakesEachSleepInTurnAndWaitsForWhatItSetOff() async throws {
        let clock = ManualClock()
        var order: [String] = []
        let later = Task {
            try await clock.sleep(until: .init(offset: .milliseconds(200)))
            order.append("200")
        }
        let early = Task {
            try await clock.sleep(until: .init(offset: .milliseconds(100)))
            order.append("100")
            Task { order.append("what 100 set off") }
        }

        await clock.run(for: .milliseconds(150))

        #expect(order == ["100", "what 100 set off"], "a sleep due later is not woken early")
        #expect(clock.now == ManualClock.Instant(offset: .milliseconds(150)))

        await clock.run(for: .milliseconds(50))

        #expect(order == ["100", "what 100 set off", "200"])
        try await early.value
        try await later.value
    }
}

/// Holds requests until `openAll()`, then answers them (cancelled ones too, as a server would).
@MainActor
final class Gate {
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func wait(returning value: Int) async throws -> Int {
        await withCheckedContinuation { waiting.append($0) }
        return value
    }

    func openAll() async {
        while waiting.count < 1 { await Task.yield() }
        for _ in 0..<3 { await Task.yield() }
        let all = waiting
        waiting = []
        for continuation in all { continuation.resume() }
        for _ in 0..<5 { await Task.yield() }
    }
}

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
        await advance(clock, by: 200)
        debouncer.schedule { ran.append("b") }
        await advance(clock, by: 299)
        #expect(ran == [])
        await advance(clock, by: 1)
        #expect(ran == ["b"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func aCancelledDebounceRunsNothing() async {
        let clock = ManualClock()
        let debouncer = Debouncer(pause: .milliseconds(300), clock: clock)
        var ran = false
        debouncer.schedule { ran = true }
        debouncer.cancel()
        await advance(clock, by: 1_000)
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

    /// Moves `clock` on and lets what falls due run.
    private func advance(_ clock: ManualClock, by milliseconds: Int) async {
        clock.advance(by: .milliseconds(milliseconds))
        for _ in 0..<5 { await Task.yield() }
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

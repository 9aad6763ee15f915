import ElmArchitecture
import ElmArchitectureTesting
import Model
import Testing

/// The test store is exhaustive: every change asserted, every action received, no effect left
/// running. Each failure below is expected (`withKnownIssue`).
@MainActor
@Suite struct TestStoreTests {
    /// A counter whose `.start` sends `.add(1)` and `.add(2)` at once, then keeps listening.
    static let sender = Counter { action in
        guard action == .start("") else { return .none }
        return .subscribe { send in
            send(.add(1))
            send(.add(2))
            return {}
        }
    }

    @Test func aTestSendsReceivesAndAssertsTheWholeStateInOrder() {
        let store = TestStore(initialState: Counter.State(), reducer: Self.sender)

        let listening = store.send(.start(""))
        store.receive(.add(1)) { $0.count = 1 }
        store.receive(.add(2)) { $0.count = 3 }

        #expect(store.state.count == 3 && listening.isRunning)
        listening.cancel()
        #expect(!listening.isRunning)
    }

    @Test func aChangeLeftUnassertedFails() {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())

        withKnownIssue {
            store.send(.add(1))
        }
    }

    @Test func aWrongAssertionFailsWithTheDifference() {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())

        withKnownIssue {
            store.send(.add(1)) { $0.count = 2 }
        } matching: { issue in
            "\(issue)".contains("− ") && "\(issue)".contains("+ ")
        }
        #expect(store.state.count == 1, "the test goes on from the actual state")
    }

    @Test func anAssertionThatChangesNothingFails() {
        let store = TestStore(initialState: Counter.State(), reducer: Counter())

        withKnownIssue {
            store.send(.start("")) { $0.count = 0 }
        }
    }

    @Test func anActionLeftUnreceivedFailsTheTest() {
        withKnownIssue {
            let store = TestStore(initialState: Counter.State(), reducer: Self.sender)
            store.send(.start("")).cancel()
        }
    }

    @Test func anEffectLeftRunningFailsTheTest() {
        withKnownIssue {
            let store = TestStore(initialState: Counter.State(), reducer: Self.sender)
            store.send(.start(""))
            store.receive(.add(1)) { $0.count = 1 }
            store.receive(.add(2)) { $0.count = 3 }
        }
    }

    @Test func aDebounceIsInFlightUntilItsPauseEnds() async {
        let clock = ManualClock()
        let store = TestStore(
            initialState: Counter.State(), reducer: EffectTests.debouncing(on: clock))
        let pause = store.send(.start(""))
        await clock.run(for: .milliseconds(299))

        #expect(pause.isRunning)

        await clock.run(for: .milliseconds(1))
        store.receive(.add(1)) { $0.count = 1 }

        #expect(!pause.isRunning)
    }

    @Test func aDebounceLeftWaitingFailsTheTest() {
        withKnownIssue {
            let store = TestStore(
                initialState: Counter.State(), reducer: EffectTests.debouncing(on: ManualClock()))
            store.send(.start(""))
        }
    }

    @Test func receivingAnotherActionOrNoneFails() {
        let store = TestStore(initialState: Counter.State(), reducer: Self.sender)
        let listening = store.send(.start(""))

        withKnownIssue {
            store.receive(.add(2)) { $0.count = 1 }
        }
        store.receive(.add(2)) { $0.count = 3 }
        withKnownIssue {
            store.receive(.add(3))
        }
        listening.cancel()
    }

    @Test func sendingBeforeReceivingFails() {
        withKnownIssue {
            let store = TestStore(initialState: Counter.State(), reducer: Self.sender)
            store.send(.start("")).cancel()
            store.send(.add(10)) { $0.count = 13 }
        }
    }
}

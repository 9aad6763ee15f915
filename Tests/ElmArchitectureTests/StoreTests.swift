import BehaviourTesting
import ElmArchitecture
import Model
import Observation
import Testing

/// The store: one action at a time, the reducer alone changing the state, and the state observed.
@MainActor
@Suite struct StoreTests {
    @Test func aStoreRunsItsReducerOnEachAction() {
        let store = StoreOf(initialState: Counter.State(), reducer: Counter())

        store.send(.add(2))
        store.send(.add(3))

        #expect(store.state.count == 5)
    }

    @Test func anActionSentWhileAnotherIsReducedWaitsItsTurn() {
        let log = Log()
        let store = StoreOf(
            initialState: Counter.State(),
            reducer: Counter { action in
                log.add("reduced \(action)")
                guard action == .start("") else { return .none }
                return .merge(
                    .subscribe { send in
                        send(.add(1))
                        log.add("subscribed")
                        return {}
                    },
                    .fireAndForget { log.add("fired") })
            })

        store.send(.start(""))

        #expect(
            log.entries == [
                "reduced start(\"\")", "subscribed", "fired", "reduced add(1)",
            ], "each effect starts in order, and the action it sent waits for them")
        #expect(store.state.count == 1, "and is reduced before send returns")
    }

    @Test func readingTheStateInsideObservationTrackingTracksIt() {
        let store = StoreOf(initialState: Counter.State(), reducer: Counter())
        let log = Log()
        withObservationTracking {
            _ = store.state.count
        } onChange: {
            MainActor.assumeIsolated { log.add("changed") }
        }

        store.send(.add(1))

        #expect(log.entries == ["changed"], "an action marks the state changed, as a render needs")
    }

    @Test func aStoreKeepsNoCopyOfItsStateSoTheReducerWritesInPlace() {
        let store = StoreOf(initialState: Boxed.State(), reducer: Boxed())

        _ = store.state
        store.send(())

        #expect(
            store.state.wasUnique == [true],
            "a copy kept by the store would make the reducer's one-row write copy the whole state")
    }

    @Test func aScopedStoreShowsItsChildAndSendsThroughItsParent() throws {
        let parent = StoreOf(
            initialState: Counter.State(count: 0, child: 1), reducer: Counter())
        let scoped: StoreOf<Child>? = parent.scope(state: \.child, action: { .child($0) })
        let child = try #require(scoped)

        child.send(2)

        #expect(parent.state.child == 3, "the child's action went through the parent's reducer")
        #expect(child.state == 3 && child.isPresented)

        parent.send(.closeChild)

        #expect(!child.isPresented, "the parent dropped the child's state")
        #expect(child.state == 3, "the child keeps its last state, for its view to go")
        let none: StoreOf<Child>? = parent.scope(state: \.child, action: { .child($0) })
        #expect(none == nil, "no child state, no child store")
    }

    @Test func aStoreGoingEndsItsEffects() async {
        let data = Store()
        let clock = ManualClock()
        var store: StoreOf<Counter>? = StoreOf(
            initialState: Counter.State(),
            reducer: Counter { _ in
                .merge(
                    .subscribe { send in data.observe { _ in send(.add(1)) }.cancel },
                    .send(.add(1)).debounce(id: "pause", for: .seconds(1), clock: clock))
            })
        store?.send(.start(""))
        await clock.run(for: .zero)  // the pause begins its sleep
        #expect(data.observerCount == 1 && clock.sleeperCount == 1)

        store = nil

        #expect(data.observerCount == 0, "its subscription stopped")
        #expect(clock.sleeperCount == 0, "its pause was cancelled")
    }
}

import BehaviourTesting
import ElmArchitecture
import Model
import Testing

/// The effects: when each runs, how its actions come back, and how cancellation by id ends it.
@MainActor
@Suite struct EffectTests {
    /// A counter that searches the query of `.start` and adds how many repositories it found;
    /// only the newest search counts when `newestWins`.
    static func searching(_ service: ControlledSearchService, newestWins: Bool = true) -> Counter {
        Counter { action in
            guard case .start(let query) = action else { return .none }
            let search = Effect<Counter.Action>.run { send in
                send(.add(try await service.search(query).count))
            }
            return newestWins ? search.cancellable(id: "search", cancelInFlight: true) : search
        }
    }

    @Test func runWorksInATaskAndSendsItsOutcomeBack() async {
        let service = ControlledSearchService()
        let store = StoreOf(initialState: Counter.State(), reducer: Self.searching(service))

        store.send(.start("swift"))

        #expect(service.queries.isEmpty, "the task starts in the main actor's next turn")

        await service.succeed(with: twoRepositories)

        #expect(store.state.count == 2)
    }

    @Test func theNewestWinsWhenStartingOneCancelsTheOneInFlight() async {
        let service = ControlledSearchService()
        let store = StoreOf(initialState: Counter.State(), reducer: Self.searching(service))
        store.send(.start("swi"))
        store.send(.start("swift"))

        await service.succeed(with: twoRepositories, request: 2)
        await service.succeed(with: [twoRepositories[0]], request: 1)

        #expect(store.state.count == 2, "the older search's late answer changed nothing")
    }

    @Test func withoutAnIdBothAnswersCount() async {
        let service = ControlledSearchService()
        let store = StoreOf(
            initialState: Counter.State(), reducer: Self.searching(service, newestWins: false))
        store.send(.start("swi"))
        store.send(.start("swift"))

        await service.succeed(with: twoRepositories, request: 2)
        await service.succeed(with: [twoRepositories[0]], request: 1)

        #expect(store.state.count == 3)
    }

    @Test func cancelEndsASubscription() throws {
        let data = Store(catalog: Catalog.builtIn)
        let store = StoreOf(
            initialState: Counter.State(),
            reducer: Counter { action in
                switch action {
                case .start:
                    .subscribe { send in data.observe { _ in send(.add(1)) }.cancel }
                        .cancellable(id: "data")
                case .closeChild: .cancel(id: "data")
                default: .none
                }
            })
        store.send(.start(""))
        try data.renameApp(to: "WeChat")

        #expect(store.state.count == 1, "a change is sent in its own turn")

        store.send(.closeChild)
        try data.renameApp(to: "QQ")

        #expect(store.state.count == 1 && data.observerCount == 0)
    }

    @Test func sendIsReducedAtOnceAfterTheActionThatAskedForIt() {
        let store = StoreOf(
            initialState: Counter.State(),
            reducer: Counter { action in action == .start("") ? .send(.add(1)) : .none })

        store.send(.start(""))

        #expect(store.state.count == 1, "reduced before send returned")
    }

    /// A counter whose `.start` adds 1 once things have been quiet for 300 ms on `clock`, and
    /// whose `.closeChild` cancels the pause.
    static func debouncing(on clock: ManualClock) -> Counter {
        Counter { action in
            switch action {
            case .start: .send(.add(1)).debounce(id: "pause", for: .milliseconds(300), clock: clock)
            case .closeChild: .cancel(id: "pause")
            default: .none
            }
        }
    }

    @Test func aDebounceWaitsForAPauseCountedFromWhenTheReducerAskedForIt() async {
        let clock = ManualClock()
        let store = StoreOf(initialState: Counter.State(), reducer: Self.debouncing(on: clock))
        store.send(.start(""))
        await clock.run(for: .milliseconds(200))
        store.send(.start(""))  // a newer one restarts the wait
        await clock.run(for: .milliseconds(299))

        #expect(store.state.count == 0)

        await clock.run(for: .milliseconds(1))

        #expect(store.state.count == 1, "one action, 300 ms after the last start")

        store.send(.start(""))
        clock.advance(by: .milliseconds(300))  // before its task has begun to sleep
        await clock.run(for: .zero)

        #expect(store.state.count == 2, "the pause began when the reducer returned it")
    }

    @Test func cancellingADebounceDropsItsPause() async {
        let clock = ManualClock()
        let store = StoreOf(initialState: Counter.State(), reducer: Self.debouncing(on: clock))
        store.send(.start(""))
        await clock.run(for: .zero)  // the pause begins its sleep

        #expect(clock.sleeperCount == 1)

        store.send(.closeChild)
        await clock.run(for: .seconds(1))

        #expect(store.state.count == 0 && clock.sleeperCount == 0, "nothing waits, nothing came")
    }

    @Test func aDebouncedRunStartsOnceThePauseHasEnded() async {
        let service = ControlledSearchService()
        let clock = ManualClock()
        let store = StoreOf(
            initialState: Counter.State(),
            reducer: Counter { action in
                guard case .start(let query) = action else { return .none }
                return Effect<Counter.Action>.run { send in
                    send(.add(try await service.search(query).count))
                }
                .debounce(id: "search", for: .milliseconds(300), clock: clock)
            })
        store.send(.start("swi"))
        await clock.run(for: .milliseconds(100))
        store.send(.start("swift"))
        await clock.run(for: .milliseconds(300))
        await service.succeed(with: twoRepositories)

        #expect(service.queries == ["swift"] && store.state.count == 2, "the newest one ran")
    }

    @Test func mapMakesAChildsEffectItsParents() {
        let store = StoreOf(
            initialState: Counter.State(),
            reducer: Counter { action in
                guard action == .start("") else { return .none }
                let child = Effect<Int>.subscribe { send in
                    send(5)
                    return {}
                }
                return child.map { Counter.Action.add($0) }
            })

        store.send(.start(""))

        #expect(store.state.count == 5)
    }

    @Test func mapMakesAChildsSentAndDebouncedActionsItsParents() async {
        let clock = ManualClock()
        let store = StoreOf(
            initialState: Counter.State(),
            reducer: Counter { action in
                guard action == .start("") else { return .none }
                let child = Effect<Int>.merge(
                    .send(2), .send(3).debounce(id: "pause", for: .milliseconds(300), clock: clock))
                return child.map { Counter.Action.add($0) }
            })

        store.send(.start(""))

        #expect(store.state.count == 2)

        await clock.run(for: .milliseconds(300))

        #expect(store.state.count == 5)
    }
}

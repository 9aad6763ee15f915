/// Work a reducer asks for, as a value: the store runs it once the reducer has returned, and the
/// actions it sends come back through the reducer (Elm's `Cmd` and `Sub`, TCA's `Effect`).
public struct Effect<Action> {
    enum Operation {
        case none
        case send(Action)
        case run(@MainActor @Sendable (Send<Action>) async throws -> Void)
        case fireAndForget(@MainActor () -> Void)
        case subscribe(@MainActor (Send<Action>) -> @MainActor () -> Void)
        case cancel(AnyHashable)
        case merge([Effect<Action>])
        /// The effect, once things have been quiet for `pause`: `debounce(id:for:clock:)`.
        indirect case debounce(Effect<Action>, pause: Duration, clock: any Clock<Duration>)
    }

    let operation: Operation
    /// The id `cancellable(id:cancelInFlight:)` gave it; nil when it has none.
    var id: AnyHashable?
    /// Whether starting it first cancels the effects already running under `id`.
    var cancelsInFlight = false

    /// No work.
    public static var none: Self { Self(operation: .none) }

    /// Sends `action` back at once: the store reduces it next, before the `send` that started
    /// this returns (TCA's `send(_:)`). Debounced, it is what the pause ends with.
    public static func send(_ action: Action) -> Self {
        Self(operation: .send(action))
    }

    /// Asynchronous work (a load, a search) in a task of its own, which starts in the main
    /// actor's next turn and sends its outcomes as actions. A thrown error ends it quietly (a
    /// cancelled sleep throws one): catch a service's error to send it.
    public static func run(
        _ operation: @escaping @MainActor @Sendable (Send<Action>) async throws -> Void
    ) -> Self {
        Self(operation: .run(operation))
    }

    /// Work done at once, before the action's `send` returns, that sends nothing back: a write to
    /// the app's data, which the next frame shows (as TCA's `fireAndForget` ran, before 1.0).
    public static func fireAndForget(_ work: @escaping @MainActor () -> Void) -> Self {
        Self(operation: .fireAndForget(work))
    }

    /// Listening to something outside the store until cancelled (Elm's subscriptions):
    /// `subscribe` starts at once, sends an action for each event in the event's own turn, and
    /// returns what stops it.
    public static func subscribe(
        _ subscribe: @escaping @MainActor (Send<Action>) -> @MainActor () -> Void
    ) -> Self {
        Self(operation: .subscribe(subscribe))
    }

    /// Cancels the effects running under `id`: nothing they send reaches the store any more.
    public static func cancel(id: some Hashable) -> Self {
        Self(operation: .cancel(AnyHashable(id)))
    }

    /// These effects, started in this order.
    public static func merge(_ effects: Self...) -> Self {
        Self(operation: .merge(effects))
    }

    /// This effect under `id`, which `cancel(id:)` ends. With `cancelInFlight`, starting it
    /// first cancels those already running under `id`: the newest wins.
    public func cancellable(id: some Hashable, cancelInFlight: Bool = false) -> Self {
        var effect = self
        effect.id = AnyHashable(id)
        effect.cancelsInFlight = cancelInFlight
        return effect
    }

    /// This effect, started once things have been quiet for `pause` on `clock`, under `id`: a
    /// debounce. Each newer one under `id` cancels the one waiting (and whatever else runs under
    /// `id`) and waits a whole pause again; `cancel(id:)` drops it. The pause is counted from when
    /// the reducer returns it. The Composable Architecture's `debounce(id:for:scheduler:)`, which
    /// waits on a Combine scheduler: here the store waits on a `Debouncer` of the shared model's,
    /// which it holds while the pause is under way.
    public func debounce(
        id: some Hashable, for pause: Duration, clock: any Clock<Duration>
    ) -> Self {
        Self(operation: .debounce(self, pause: pause, clock: clock))
            .cancellable(id: id, cancelInFlight: true)
    }

    /// This effect, sending `transform(action)` for each action: a child feature's effect made
    /// its parent's (Elm's `Cmd.map`).
    @MainActor
    public func map<Parent>(
        _ transform: @escaping @MainActor @Sendable (Action) -> Parent
    ) -> Effect<Parent> {
        let mapped: Effect<Parent>.Operation =
            switch operation {
            case .none: .none
            case .send(let action): .send(transform(action))
            case .run(let work): .run { send in try await work(Send { send(transform($0)) }) }
            case .fireAndForget(let work): .fireAndForget(work)
            case .subscribe(let subscribe):
                .subscribe { send in subscribe(Send { send(transform($0)) }) }
            case .cancel(let id): .cancel(id)
            case .merge(let effects): .merge(effects.map { $0.map(transform) })
            case .debounce(let effect, let pause, let clock):
                .debounce(effect.map(transform), pause: pause, clock: clock)
            }
        return Effect<Parent>(operation: mapped, id: id, cancelsInFlight: cancelsInFlight)
    }
}

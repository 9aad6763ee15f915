import Model
import Observation

/// What a store made with a reducer runs on: it holds the state, reduces the actions sent to it
/// one at a time, in the order they come, and runs the effects the reducer returns, keeping each
/// until it ends or is cancelled. The test store runs on it too, so it is `package`.
///
/// Observable: reading `state` inside observation tracking (a view controller's
/// `updateProperties()`) tracks it, and every action marks it changed.
@MainActor
package final class Runtime<State, Action>: Observable {
    /// An effect under way: a task, a subscription or a pause, and how to stop it.
    private struct Running {
        var id: AnyHashable?
        var stop: @MainActor () -> Void
        /// What a debounced effect waits on, held while its pause is under way.
        var debouncer: Debouncer?
    }

    private var current: State
    private let reduce: (inout State, Action) -> Effect<Action>
    private let registrar = ObservationRegistrar()
    /// Actions sent while another is reduced or its effects start; they wait their turn.
    private var queue: [Action] = []
    private var isSending = false
    /// The effects under way, by serial number.
    private var running: [Int: Running] = [:]
    private var lastSerial = 0
    /// Told of every action reduced, with the state it left: the test store's record.
    package var didReduce: ((Action, State) -> Void)?

    package init(initialState: State, reduce: @escaping (inout State, Action) -> Effect<Action>) {
        current = initialState
        self.reduce = reduce
    }

    /// The state, as the last action left it.
    package var state: State {
        registrar.access(self, keyPath: \.state)
        return current
    }

    /// The state, read without tracking: a change to it calls no observer back for this read.
    package var untrackedState: State { current }

    /// Reduces `action` and starts its effects, then each action sent meanwhile; returns the
    /// serial numbers of the effects `action` itself started (none when it had to wait its turn).
    @discardableResult
    package func send(_ action: Action) -> [Int] {
        queue.append(action)
        guard !isSending else { return [] }
        isSending = true
        defer { isSending = false }
        var started: [Int]?
        while !queue.isEmpty {
            let next = queue.removeFirst()
            var effect = Effect<Action>.none
            registrar.withMutation(of: self, keyPath: \.state) {
                effect = reduce(&current, next)
            }
            didReduce?(next, current)
            let serials = start(effect, id: nil)
            started = started ?? serials
        }
        return started ?? []
    }

    /// How many effects are under way.
    package var runningCount: Int { running.count }

    /// Whether any of the effects `serials` names is still under way.
    package func isRunning(_ serials: [Int]) -> Bool {
        serials.contains { running[$0] != nil }
    }

    /// Stops the effects `serials` names.
    package func cancel(_ serials: [Int]) {
        for serial in serials {
            running.removeValue(forKey: serial)?.stop()
        }
    }

    private func cancel(id: AnyHashable) {
        cancel(running.filter { $0.value.id == id }.map(\.key))
    }

    private func start(_ effect: Effect<Action>, id inherited: AnyHashable?) -> [Int] {
        let id = effect.id ?? inherited
        if effect.cancelsInFlight, let id { cancel(id: id) }
        switch effect.operation {
        case .none:
            return []
        case .send(let action):
            send(action)
            return []
        case .cancel(let target):
            cancel(id: target)
            return []
        case .fireAndForget(let work):
            work()
            return []
        case .merge(let effects):
            return effects.flatMap { start($0, id: id) }
        case .run(let work):
            let serial = register(id)
            let send = sender(serial)
            let task = Task { [weak self] in
                try? await work(send)
                self?.running[serial] = nil
            }
            running[serial]?.stop = { task.cancel() }
            return [serial]
        case .subscribe(let subscribe):
            let serial = register(id)
            let stop = subscribe(sender(serial))
            running[serial]?.stop = stop
            return [serial]
        case .debounce(let effect, let pause, let clock):
            return [debounce(effect, id: id, pause: pause, clock: clock)]
        }
    }

    /// Starts `effect` once `pause` has passed on `clock`, counted from now, unless it is
    /// cancelled first; until then a debouncer of its own waits, under `id`, and is dropped when
    /// the pause ends or is cancelled.
    private func debounce(
        _ effect: Effect<Action>, id: AnyHashable?, pause: Duration, clock: any Clock<Duration>
    ) -> Int {
        let serial = register(id)
        let debouncer = Debouncer(pause: pause, clock: clock)
        running[serial]?.debouncer = debouncer
        running[serial]?.stop = debouncer.cancel
        debouncer.schedule { [weak self] in
            guard let self, running.removeValue(forKey: serial) != nil else { return }
            _ = start(effect, id: id)
        }
        return serial
    }

    private func register(_ id: AnyHashable?) -> Int {
        lastSerial += 1
        running[lastSerial] = Running(id: id, stop: {})
        return lastSerial
    }

    /// What the effect `serial` sends with: nothing reaches the store once it is cancelled.
    private func sender(_ serial: Int) -> Send<Action> {
        Send { [weak self] action in
            guard let self, running[serial] != nil else { return }
            send(action)
        }
    }

    isolated deinit {
        for effect in running.values { effect.stop() }
    }
}

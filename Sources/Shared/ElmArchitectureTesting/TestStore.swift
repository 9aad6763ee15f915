import ElmArchitecture
import Testing

/// A store for tests, exhaustive as the Composable Architecture's `TestStore`: a test sends an
/// action and says how the whole state changed; receives, in order, each action its effects
/// sent back and says how the state changed again; and ends with no action left unreceived and
/// no effect still running. Anything else is a failed test (`Issue.record`).
///
/// ```swift
/// let store = TestStore(initialState: SearchFeature.State(), reducer: feature)
/// store.send(.queryChanged("swift")) { $0.query = "swift"; $0.waitingQuery = "swift" }
/// await clock.run(for: .milliseconds(300))
/// store.receive(.pauseEnded("swift")) { … }
/// ```
///
/// Where it departs from TCA's: `send` and `receive` wait for nothing. The tests' services and
/// clock are awaited themselves (`await service.succeed(…)`, `await clock.run(for:)`), so what an
/// effect sends has arrived by then, and a missing action fails at once.
@MainActor
public final class TestStore<Feature: Reducer>
where Feature.State: Equatable, Feature.Action: Equatable {
    /// The state as the last action asserted left it.
    public private(set) var state: Feature.State
    private let runtime: Runtime<Feature.State, Feature.Action>
    /// The actions effects sent, with the state each left, not yet received by the test.
    private var received: [(action: Feature.Action, state: Feature.State)] = []
    /// The state the action the test sent left; nil until it is reduced.
    private var sentState: Feature.State?
    private var isSending = false
    private let made: SourceLocation

    /// A test store running `reducer` on `initialState`.
    public init(
        initialState: Feature.State, reducer: Feature,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        state = initialState
        made = sourceLocation
        runtime = Runtime(initialState: initialState, reduce: reducer.reduce(into:action:))
        runtime.didReduce = { [weak self] action, state in self?.reduced(action, state) }
    }

    /// Sends `action`, as the view would, and checks the state it leaves against the test's
    /// state changed by `expected` (the state unchanged, without it). Returns the effects it
    /// started, for the test to cancel those that last as long as the screen.
    @discardableResult
    public func send(
        _ action: Feature.Action, assert expected: ((inout Feature.State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> TestStoreTask {
        if !received.isEmpty {
            Self.fail(
                "Receive the \(received.count) action(s) effects sent before sending \(action): "
                    + received.map { "\($0.action)" }.joined(separator: ", "),
                sourceLocation: sourceLocation)
        }
        sentState = nil
        isSending = true
        let serials = runtime.send(action)
        isSending = false
        check(sentState ?? state, after: "sending \(action)", expected, sourceLocation)
        return TestStoreTask(serials: serials, runtime: runtime)
    }

    /// Takes the oldest action an effect sent, which must be `action`, and checks the state it
    /// left against the test's state changed by `expected`.
    public func receive(
        _ action: Feature.Action, assert expected: ((inout Feature.State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard !received.isEmpty else {
            Self.fail(
                "Expected to receive \(action), but no effect sent an action",
                sourceLocation: sourceLocation)
            return
        }
        let (next, after) = received.removeFirst()
        if next != action {
            Self.fail(
                "Received \(next), but expected \(action)", sourceLocation: sourceLocation)
        }
        check(after, after: "receiving \(next)", expected, sourceLocation)
    }

    private func reduced(_ action: Feature.Action, _ state: Feature.State) {
        if isSending, sentState == nil {
            sentState = state
        } else {
            received.append((action, state))
        }
    }

    /// Checks `actual` against the test's state changed by `expected`, and takes it as the state.
    private func check(
        _ actual: Feature.State, after step: String,
        _ expected: ((inout Feature.State) -> Void)?, _ sourceLocation: SourceLocation
    ) {
        var wanted = state
        expected?(&wanted)
        if expected != nil, wanted == state {
            Self.fail(
                "The assertion after \(step) changes nothing: leave it out, or say what changed",
                sourceLocation: sourceLocation)
        }
        if wanted != actual {
            Self.fail(
                "The state after \(step) is not as expected (− expected, + actual):\n"
                    + Self.difference(wanted, actual), sourceLocation: sourceLocation)
        }
        state = actual
    }

    /// Fails the test with `message`, at `sourceLocation`.
    nonisolated private static func fail(_ message: String, sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// The lines of the two values' dumps that differ.
    static func difference(_ expected: Feature.State, _ actual: Feature.State) -> String {
        var left = ""
        var right = ""
        dump(expected, to: &left)
        dump(actual, to: &right)
        let old = left.split(separator: "\n")
        let new = right.split(separator: "\n")
        return (0..<max(old.count, new.count)).compactMap { line in
            let before = line < old.count ? old[line] : ""
            let after = line < new.count ? new[line] : ""
            return before == after ? nil : "− \(before)\n+ \(after)"
        }.joined(separator: "\n")
    }

    /// The end of the test: no action may be left unreceived and no effect running. A plain
    /// `deinit`, run where the test lets the store go, on the main actor: an isolated one would
    /// not see which test is running, and could not fail it.
    deinit {
        MainActor.assumeIsolated { checkTheEnd() }
    }

    private func checkTheEnd() {
        if !received.isEmpty {
            Self.fail(
                "The test ended with \(received.count) action(s) effects sent left unreceived: "
                    + received.map { "\($0.action)" }.joined(separator: ", "), sourceLocation: made)
        }
        if runtime.runningCount > 0 {
            Self.fail(
                "The test ended with \(runtime.runningCount) effect(s) still running: let them "
                    + "finish, or cancel them (the task `send` returned, or the action that ends "
                    + "them)", sourceLocation: made)
        }
    }
}

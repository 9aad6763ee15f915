/// How an effect sends an action back to its store: `send(.searchFailed(…))`.
///
/// An effect that was cancelled sends nothing: whatever it sends afterwards, early or late, is
/// dropped. So a superseded load or search can answer when it likes and change nothing.
@MainActor
public struct Send<Action>: Sendable {
    let deliver: @MainActor @Sendable (Action) -> Void

    /// Sends `action` to the store, unless the effect was cancelled.
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }
}

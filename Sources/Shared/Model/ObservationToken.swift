/// Keeps an observation alive: the observer is removed when the token is cancelled or released.
/// Hold it as long as you want to hear about changes, as you would a Combine `AnyCancellable`.
@MainActor
public final class ObservationToken {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Ends the observation. Cancelling twice does nothing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit {
        cancel()
    }
}

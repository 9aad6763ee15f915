/// Runs an action once things have been quiet for a while: each `schedule(_:)` cancels the action
/// waiting before it and waits a whole `pause` again, on an injected clock. A debounce primitive,
/// as a platform library supplies one (Combine's `debounce`); what to debounce and what to do
/// when the pause ends is the caller's business.
///
/// The pause is counted from the call to `schedule(_:)`, not from when its task first runs: the
/// clock is asked for a deadline, and the task sleeps until it. (`sleep(for:)` would start
/// counting later, and its default implementation runs off the main actor.)
@MainActor
public final class Debouncer {
    /// How long things must stay quiet.
    public let pause: Duration
    private let clock: any Clock<Duration>
    private var waiting: Task<Void, Never>?

    /// A debouncer that waits `pause` on `clock` (`ContinuousClock` in an app, `ManualClock` in
    /// scripts and tests).
    public init(pause: Duration, clock: any Clock<Duration>) {
        self.pause = pause
        self.clock = clock
    }

    /// Runs `action` once `pause` has passed from now, unless `schedule(_:)` or `cancel()` is
    /// called again first.
    public func schedule(_ action: @escaping @MainActor () -> Void) {
        waiting?.cancel()
        waiting = Self.after(pause, on: clock) { [weak self] in
            self?.waiting = nil
            action()
        }
    }

    /// Drops the action waiting, if any.
    public func cancel() {
        waiting?.cancel()
        waiting = nil
    }

    private static func after<C: Clock<Duration>>(
        _ pause: Duration, on clock: C, _ action: @escaping @MainActor () -> Void
    ) -> Task<Void, Never> {
        let deadline = clock.now.advanced(by: pause)
        return Task {
            do {
                try await clock.sleep(until: deadline, tolerance: nil)
            } catch {
                return  // cancelled while it slept: a newer action is waiting, or none is
            }
            // Cancelled before it ever slept (the clock may have passed the deadline already).
            guard !Task.isCancelled else { return }
            action()
        }
    }

    isolated deinit {
        waiting?.cancel()
    }
}

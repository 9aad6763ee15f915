import Foundation

/// A clock that moves only when told to: scripts advance it with `advance(by:)`, tests with
/// `run(for:)`, and whatever sleeps until a time now passed wakes, earliest first. So debouncing
/// can be tested and scripted without sleeping and without reading the wall clock.
///
/// It is a `Clock`, so code under test waits on it exactly as it would on `ContinuousClock`
/// (`try await clock.sleep(for: .milliseconds(300))`), and a sleep whose task is cancelled ends
/// at once with `CancellationError`. Its state sits behind a lock, as a `Clock` must be usable
/// from any task.
public final class ManualClock: Clock, @unchecked Sendable {
    /// A moment of the manual clock: the time since it started.
    public struct Instant: InstantProtocol, Sendable {
        public var offset: Duration

        public init(offset: Duration) { self.offset = offset }

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var nextID = 0
    /// Sleeps cancelled before they were recorded (the cancellation handler can run first).
    private var cancelledEarly: Set<Int> = []
    /// Sleeps that `advance(by:)` or `run(for:)` woke and that have not yet returned.
    private var woken: Set<Int> = []
    /// Per sleep that `run(for:)` woke, the run waiting for it to return to its sleeper.
    private var runsWaiting: [Int: CheckedContinuation<Void, Never>] = [:]

    public init() {}

    public var now: Instant { lock.withLock { current } }
    public var minimumResolution: Duration { .milliseconds(1) }

    /// Sleeps that `advance(by:)` woke and that have not yet returned to their caller: until
    /// they have, what they set off has not begun.
    public var wakingCount: Int { lock.withLock { woken.count } }

    /// How many sleeps are waiting for the clock to move.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// Suspends until the clock has been advanced to `deadline`.
    ///
    /// It runs on the main actor, where the screens and the runner run: so when `advance(by:)`
    /// (on the main actor) wakes a sleep, the sleeper goes on in the main actor's next turn,
    /// with no hop through another thread. A caller on the main actor that calls this directly
    /// (not through `sleep(for:)`, whose default runs elsewhere) continues in that same turn, and
    /// the runner can settle deterministically after a `wait`.
    /// A sleep whose task is cancelled throws `CancellationError`, even when its deadline has
    /// passed already, as `Task.sleep(until:)` does.
    @MainActor
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id: Int? = lock.withLock {
            if deadline <= current { return nil }
            nextID += 1
            return nextID
        }
        guard let id else { return }
        defer {
            // The sleep is over: it is no longer waking, and a cancellation that came too late
            // to find it need not be remembered. A run that woke it goes on once the sleeper
            // has run on from here to its next wait (both are on the main actor).
            let run = lock.withLock {
                woken.remove(id)
                cancelledEarly.remove(id)
                return runsWaiting.removeValue(forKey: id)
            }
            run?.resume()
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let cancelled = lock.withLock {
                    if cancelledEarly.remove(id) != nil { return true }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            cancel(id)
        }
    }

    /// The earliest time a sleep waits for; nil when nothing sleeps.
    public var nextDeadline: Instant? {
        lock.withLock { sleepers.map(\.deadline).min() }
    }

    /// Moves the clock forward by `duration` and wakes every sleep that falls due, earliest
    /// first (in the order they began, for equal deadlines).
    public func advance(by duration: Duration) {
        let due = lock.withLock {
            current = current.advanced(by: duration)
            let due = sleepers.filter { $0.deadline <= current }.sorted {
                ($0.deadline, $0.id) < ($1.deadline, $1.id)
            }
            sleepers.removeAll { $0.deadline <= current }
            woken.formUnion(due.map(\.id))
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Lets `duration` pass, as a test's clock does (TCA's `TestClock.advance(by:)`): what the
    /// main actor has ready runs first, as it would long before a millisecond passed (a debounce
    /// just scheduled begins its sleep); then each sleep that falls due wakes in turn, earliest
    /// first (in the order they began, for equal deadlines). The clock moves on from a sleep only
    /// once the sleep has returned to its sleeper, the sleeper has run on to its next wait, and
    /// what it set off has begun (a search it started has reached the service). So when this
    /// returns, whatever the time set off has run as far as it goes without waiting on something
    /// else: a test awaits it, then reads what changed. A sleep due only after `duration` is not
    /// woken.
    ///
    /// "What the main actor has ready" is one turn of it: this method waits behind every job
    /// already queued there (`Task.yield()`), as a run loop's pass runs what was queued before it.
    @MainActor
    public func run(for duration: Duration) async {
        let target = now.advanced(by: duration)
        while true {
            await Task.yield()  // one turn: what is ready runs before time moves on
            guard let sleeper = takeEarliest(dueBy: target) else { break }
            await withCheckedContinuation { run in
                lock.withLock { runsWaiting[sleeper.id] = run }
                sleeper.continuation.resume()
            }
        }
        lock.withLock { current = max(current, target) }
    }

    /// Removes the earliest sleep due by `target` and moves the clock to its deadline; nil when
    /// none is due.
    private func takeEarliest(dueBy target: Instant) -> Sleeper? {
        lock.withLock {
            let due = sleepers.filter { $0.deadline <= target }
            guard let first = due.min(by: { ($0.deadline, $0.id) < ($1.deadline, $1.id) }) else {
                return nil
            }
            sleepers.removeAll { $0.id == first.id }
            current = max(current, first.deadline)
            woken.insert(first.id)
            return first
        }
    }

    private func cancel(_ id: Int) {
        let sleeper: Sleeper? = lock.withLock {
            guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                cancelledEarly.insert(id)
                return nil
            }
            return sleepers.remove(at: index)
        }
        sleeper?.continuation.resume(throwing: CancellationError())
    }

    deinit {
        for sleeper in sleepers { sleeper.continuation.resume(throwing: CancellationError()) }
    }
}

extension ManualClock.Instant: Comparable {}

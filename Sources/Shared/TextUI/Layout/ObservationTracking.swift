import Foundation
import Observation

/// One armed run of `withObservationTracking`: it calls its handler at the first change to any
/// `@Observable` property the tracked code read, then never again.
///
/// This is how the toolkit tracks `updateProperties()`, `layoutSubviews()` and a cell's
/// `updateConfiguration(using:)`, as UIKit does on iOS 26 (never a table's data source): the
/// change only *marks* the view or cell, and the next layout pass does the work, when the new
/// values are in place. (Observation reports a change before it lands, in
/// `willSet`, so re-reading inside the handler would see the old value.)
///
/// The object that ran the tracking keeps it. When the tracked observables are freed, their
/// registrar frees the handler and this object with it; one still alive after its screen is
/// gone means an observable outlived the screen and still holds the tracking.
///
/// **A replaced tracking is cancelled through an observable it read.** When a view runs again
/// before anything its last run read has changed (a cell whose selection changed, a view marked
/// for layout by hand), Observation would keep the old run's registrations until what it read
/// changes or is freed: its public API has no cancel (UIKit uses a private one), and a row
/// touched again and again would pile them up. So once an owner's run has read observable
/// state, each later run also reads a `CancelToken` its `TrackedRuns` keeps, and the next run
/// bumps it: Observation then drops the old run's registrations, as it does at any change. The
/// first run that reads observable state does not know it will, so it reads no token: that one
/// run, if a second replaces it before it fires, stays registered until what it read changes
/// or is freed, once for each kind of run of an owner (a view's layout and its properties, a
/// cell's configuration). An owner that reads nothing observable (every view of MVC, say) never
/// arms a tracking and never makes a token.
///
/// **A departure: the cancel costs what UIKit's does not.** Reading the token
/// (`readCancelToken`) and bumping it (`cancelRegistrations`) are the stand-in's own work, kept
/// in two functions of their own so that the benchmark counts them apart.
@MainActor
final class ObservationTracking {
    private var handler: (@MainActor () -> Void)?
    /// Whether the run read its owner's token, so that bumping the token cancels it.
    fileprivate let readToken: Bool

    private init(readToken: Bool, handler: @escaping @MainActor () -> Void) {
        self.readToken = readToken
        self.handler = handler
        LiveTrackings.lock.withLock { LiveTrackings.count += 1 }
    }

    deinit {
        LiveTrackings.lock.withLock { LiveTrackings.count -= 1 }
    }

    /// Runs `body`, then reads `token` if there is one, and arms a tracking of everything
    /// observable they read, which calls `handler(owner)` at the first change. Returns nil when
    /// they read nothing observable: then nothing is armed and nothing is allocated, so a view
    /// whose layout reads no observable state pays almost nothing for being tracked.
    fileprivate static func run<Owner: AnyObject>(
        _ body: () -> Void, reading token: CancelToken?, for owner: Owner,
        onChange handler: @escaping @MainActor (Owner) -> Void
    ) -> ObservationTracking? {
        var tracking: ObservationTracking?
        // The change handler is made only when the body read something (Observation evaluates
        // it then, and only then).
        withObservationTracking(
            {
                body()
                if let token { readCancelToken(token) }
            }, onChange: arm(&tracking, readToken: token != nil, owner: owner, handler: handler))
        return tracking
    }

    /// A tracking of `owner`, kept in `tracking`, and the closure Observation calls at a change.
    private static func arm<Owner: AnyObject>(
        _ tracking: inout ObservationTracking?, readToken: Bool, owner: Owner,
        handler: @escaping @MainActor (Owner) -> Void
    ) -> @Sendable () -> Void {
        let armed = ObservationTracking(readToken: readToken) { [weak owner] in
            if let owner { handler(owner) }
        }
        tracking = armed
        return { [armed] in
            // Observable state in this toolkit is main-actor state, as UIKit requires, so the
            // change (and this call, made from its `willSet`) happens on the main actor.
            MainActor.assumeIsolated { armed.changed() }
        }
    }

    /// Forgets the handler, since a newer run replaces this one; true if it was still armed.
    fileprivate func drop() -> Bool {
        defer { handler = nil }
        return handler != nil
    }

    private func changed() {
        let handler = self.handler
        self.handler = nil
        handler?()
    }

    /// The stand-in's read that makes a run cancellable (see above); counted apart.
    @inline(never)
    private static func readCancelToken(_ token: CancelToken) {
        _ = token.generation
    }

    /// The stand-in's cancel: a change to the token, at which Observation drops every
    /// registration of the run that read it; counted apart.
    @inline(never)
    fileprivate static func cancelRegistrations(_ token: CancelToken) {
        token.generation &+= 1
    }
}

/// The runs of one kind an owner makes (its layout, say): the tracking of the last one, and,
/// once a run has read observable state, the token that cancels it. The owner keeps it, and
/// with it the token, which the tracking does not hold: the token's registrar holds the
/// tracking, so the owner going frees the token and that registration, and the tracking lives
/// on only while something else it read does.
@MainActor
struct TrackedRuns {
    private var last: ObservationTracking?
    private var token: CancelToken?

    init() {}

    /// The last run's tracking; nil when it read nothing observable.
    var tracking: ObservationTracking? { last }

    /// Runs `body` inside observation tracking whose first change calls `handler(owner)`,
    /// having cancelled the last run if it is still armed.
    mutating func run<Owner: AnyObject>(
        _ body: () -> Void, for owner: Owner, onChange handler: @escaping @MainActor (Owner) -> Void
    ) {
        if let last {
            if last.drop(), last.readToken, let token {
                ObservationTracking.cancelRegistrations(token)
            }
            // The last run read something: from now on every run reads the token.
            if token == nil { token = CancelToken() }
        }
        last = ObservationTracking.run(body, reading: token, for: owner, onChange: handler)
    }
}

/// An owner's cancel token: an observable its runs read, so that a change to it cancels them.
@MainActor
@Observable
final class CancelToken {
    var generation = 0
}

/// A view or view controller with `updateProperties()`: the pass runs it through
/// `updatePropertiesIfNeeded()`, which both share.
@MainActor
protocol PropertyUpdating: AnyObject {
    var needsUpdateProperties: Bool { get set }
    var propertiesTracking: TrackedRuns { get set }
    func updateProperties()
    func setNeedsUpdateProperties()
}

extension PropertyUpdating {
    /// Runs `updateProperties()` if it is marked, inside observation tracking whose change marks
    /// it again.
    func runPropertyUpdateIfNeeded() {
        guard needsUpdateProperties else { return }
        needsUpdateProperties = false
        propertiesTracking.run(updateProperties, for: self) { $0.setNeedsUpdateProperties() }
    }
}

/// How many observation trackings are alive in this process: those their views hold, and an
/// owner's first run if it was replaced before it fired, and those an observable that outlived
/// their owner still holds (read by WorkbenchTests' TrackingTests).
public enum LiveTrackings {
    public static var alive: Int { lock.withLock { count } }
    fileprivate static let lock = NSLock()
    fileprivate nonisolated(unsafe) static var count = 0
}

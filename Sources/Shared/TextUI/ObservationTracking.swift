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
/// **A departure: a replaced tracking is not cancelled.** A newer run drops the old one's
/// handler, but Observation keeps its registrations until what it read changes or is freed:
/// the public API has no cancel (UIKit uses a private one). Cancelling through the public API
/// (each run also reads an observable the toolkit bumps to cancel it) was counted with
/// callgrind on the benchmark's touch → frame: +55K instructions on MVVM's 670K (1.49× the
/// baseline becomes 1.62×), +165K on MVC's 576K if every run pays it. These screens free or
/// change what a replaced tracking read, so the count stays flat (WorkbenchTests' TrackingTests).
@MainActor
final class ObservationTracking {
    private var handler: (@MainActor () -> Void)?

    private init(handler: @escaping @MainActor () -> Void) {
        self.handler = handler
        LiveTrackings.lock.withLock { LiveTrackings.count += 1 }
    }

    deinit {
        LiveTrackings.lock.withLock { LiveTrackings.count -= 1 }
    }

    /// Runs `body` and arms a tracking of everything observable it read, which calls
    /// `handler(owner)` at the first change; `replacing` is the previous run's tracking, which
    /// stops counting. Returns nil when `body` read nothing observable: then nothing is armed and
    /// nothing is allocated, so a view whose layout reads no observable state pays almost nothing
    /// for being tracked.
    static func run<Owner: AnyObject>(
        _ body: () -> Void, for owner: Owner, replacing previous: ObservationTracking? = nil,
        onChange handler: @escaping @MainActor (Owner) -> Void
    ) -> ObservationTracking? {
        previous?.cancel()
        var tracking: ObservationTracking?
        // The change handler is made only when the body read something (Observation evaluates
        // it then, and only then).
        withObservationTracking(body, onChange: arm(&tracking, owner: owner, handler: handler))
        return tracking
    }

    /// A tracking of `owner`, kept in `tracking`, and the closure Observation calls at a change.
    private static func arm<Owner: AnyObject>(
        _ tracking: inout ObservationTracking?, owner: Owner,
        handler: @escaping @MainActor (Owner) -> Void
    ) -> @Sendable () -> Void {
        let armed = ObservationTracking { [weak owner] in
            if let owner { handler(owner) }
        }
        tracking = armed
        return { [armed] in
            // Observable state in this toolkit is main-actor state, as UIKit requires, so the
            // change (and this call, made from its `willSet`) happens on the main actor.
            MainActor.assumeIsolated { armed.changed() }
        }
    }

    /// Forgets the handler: a newer run has replaced this one (its registrations stay; see
    /// above).
    private func cancel() {
        handler = nil
    }

    private func changed() {
        let handler = self.handler
        self.handler = nil
        handler?()
    }
}

/// A view or view controller with `updateProperties()`: the pass runs it through
/// `updatePropertiesIfNeeded()`, which both share.
@MainActor
protocol PropertyUpdating: AnyObject {
    var needsUpdateProperties: Bool { get set }
    var propertiesTracking: ObservationTracking? { get set }
    func updateProperties()
    func setNeedsUpdateProperties()
}

extension PropertyUpdating {
    /// Runs `updateProperties()` if it is marked, inside observation tracking whose change marks
    /// it again.
    func runPropertyUpdateIfNeeded() {
        guard needsUpdateProperties else { return }
        needsUpdateProperties = false
        propertiesTracking = ObservationTracking.run(
            updateProperties, for: self, replacing: propertiesTracking
        ) { $0.setNeedsUpdateProperties() }
    }
}

/// How many observation trackings are alive in this process: those their views hold, and those
/// a newer run replaced that Observation still keeps (read by WorkbenchTests' TrackingTests).
public enum LiveTrackings {
    public static var alive: Int { lock.withLock { count } }
    fileprivate static let lock = NSLock()
    fileprivate nonisolated(unsafe) static var count = 0
}

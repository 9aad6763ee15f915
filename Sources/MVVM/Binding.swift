import Observation

/// Binds a view to observable state: runs `render` now, and again after every change to any
/// `@Observable` property that `render` read.
///
/// Observation tells us *before* a change lands (`willSet`) and only once, so the re-render
/// hops to the main actor — where the new value is in place — and registers again. The screen
/// is therefore up to date one turn of the main actor after a change, not at once: the
/// asynchrony the seeds mean by "MVVM is harder to debug". Several changes in one turn coalesce
/// into one re-render.
@MainActor
func bind(_ render: @escaping @MainActor @Sendable () -> Void) {
    withObservationTracking(render) {
        Task { @MainActor in bind(render) }
    }
}

/// Counts the views created while a piece of code runs, so that a test can measure how much UI
/// it needed.
///
/// The counter is scoped to a task (a task-local value), not global, so tests that run in
/// parallel do not pollute each other's counts.
@MainActor
public final class ViewCounter {
    /// Views created so far in this counter's scope.
    public private(set) var count = 0

    public init() {}

    func viewCreated() { count += 1 }

    /// The counter of the current task, if a caller set one up with `counting(_:)`.
    @TaskLocal public static var current: ViewCounter?

    /// Runs `body` and returns its result with the number of views created while it ran.
    public static func counting<Result>(
        _ body: () async throws -> Result
    ) async rethrows -> (result: Result, views: Int) {
        let counter = ViewCounter()
        let result = try await $current.withValue(counter) { try await body() }
        return (result, counter.count)
    }
}

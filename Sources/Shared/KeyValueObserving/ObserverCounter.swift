import Foundation

/// Counts the observers registered while a piece of code runs that are still registered, so that
/// a run can say whether tearing its screens down left observers behind.
///
/// Two scopes, neither of which the observing code sees (as the toolkit's `ViewCounter` counts
/// views):
/// - **A task** (`counting(_:)`): a task-local counter, so code that runs in parallel does not
///   pollute the count. A registration is counted by the counter in scope when it was added, and
///   uncounted by the same counter when it is removed, wherever that happens (an observer's
///   `deinit` runs outside any task's scope).
/// - **A process**: when the environment variable `countFileVariable` names a file, every
///   registration of the process is counted, and the number still registered is kept in that
///   file. No file is written until an observer is added: no file, no observer.
@MainActor
public final class ObserverCounter {
    /// Registrations added in this counter's scope and not removed yet.
    public private(set) var live = 0

    public init() {}

    /// The counter of the current task, if a caller set one up with `counting(_:)`.
    @TaskLocal public static var current: ObserverCounter?

    /// Runs `body` and returns its result with the number of registrations it added that are
    /// still registered when it returns.
    public static func counting<Result>(
        _ body: () async throws -> Result
    ) async rethrows -> (result: Result, live: Int) {
        let counter = ObserverCounter()
        let result = try await $current.withValue(counter) { try await body() }
        return (result, counter.live)
    }

    /// The environment variable that switches on counting every registration of the process: it
    /// names the file that keeps the count.
    public nonisolated static let countFileVariable = "KEY_VALUE_OBSERVING_COUNT_FILE"

    /// The process's count, when `countFileVariable` names a file.
    static let process: ProcessObserverCount? = ProcessInfo.processInfo
        .environment[countFileVariable].flatMap {
            $0.isEmpty ? nil : ProcessObserverCount(path: $0)
        }

    /// An observer was registered: the counters in scope count it.
    static func added(_ registration: Registration) {
        registration.counter?.live += 1
        process?.changed(by: 1)
    }

    /// A registration was removed: the counters that counted it uncount it.
    static func removed(_ registration: Registration) {
        registration.counter?.live -= 1
        process?.changed(by: -1)
    }
}

/// Counts every registration of a process into a file: after each change, the file holds the
/// number still registered, in decimal.
@MainActor
final class ProcessObserverCount {
    /// The file that keeps the count.
    let path: String
    private(set) var live = 0

    init(path: String) {
        self.path = path
    }

    func changed(by delta: Int) {
        live += delta
        try? String(live).write(toFile: path, atomically: true, encoding: .utf8)
    }
}

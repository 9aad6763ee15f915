import Foundation

/// Counts the views created while a piece of code runs, so that a measurement can say how much
/// UI the code needed.
///
/// Two scopes, neither of which the measured code sees:
/// - **A task** (`counting(_:)`): a task-local counter, so code that runs in parallel does not
///   pollute the count (the benchmark's screens, the spec tests).
/// - **A process**: when the environment variable `countFileVariable` names a file, every view
///   the process creates is counted, and the count so far is kept in that file. The workbench's
///   measuring run sets it for a process that runs one pattern behaviour test, so a test is
///   measured without a line of measuring code in it or in its suite (Sources/Tools/
///   WorkbenchCore/Measure/Testability/ViewCountRun.swift). No file is written until a view is
///   created: no file, no view.
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

    /// The environment variable that switches on counting every view of the process: it names
    /// the file that keeps the count.
    public nonisolated static let countFileVariable = "TEXTUI_VIEW_COUNT_FILE"

    /// The process's counter, when `countFileVariable` names a file.
    static let process: ProcessViewCount? = ProcessInfo.processInfo
        .environment[countFileVariable].flatMap { $0.isEmpty ? nil : ProcessViewCount(path: $0) }

    /// A view was created: every counter in scope counts it.
    static func viewCreated() {
        current?.viewCreated()
        process?.viewCreated()
    }
}

/// Counts every view a process creates into a file: after each, the file holds the count so
/// far, in decimal.
@MainActor
final class ProcessViewCount {
    /// The file that keeps the count.
    let path: String
    private(set) var count = 0

    init(path: String) {
        self.path = path
    }

    func viewCreated() {
        count += 1
        try? String(count).write(toFile: path, atomically: true, encoding: .utf8)
    }
}

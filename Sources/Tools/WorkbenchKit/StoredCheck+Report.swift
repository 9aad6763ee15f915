import Terminal
import WorkbenchCore

extension StoredCheck {
    /// `--check` of a stored kind, printed: its notes and problems on standard error after
    /// `prefix`, its pass on standard output; the exit status.
    @MainActor
    static func report(
        _ kind: some StoredKind, toolchain: String, sample: Int?, named: [String] = [],
        root: String, prefix: String
    ) async throws -> Int32 {
        for note in try kind.notes() { Console.error(note, prefix: prefix) }
        let progress = Progress(prefix)
        defer { progress.finish() }
        let (problems, passed) = try await StoredCheck(file: kind.file, toolchain: toolchain).run(
            kind, sample: sample, named: named, root: root
        ) { progress.step($0, of: $1, kind.entryNoun) }
        progress.finish()
        for problem in problems { Console.error(problem, prefix: prefix) }
        guard problems.isEmpty else { return ExitCode.checkFailed }
        Console.write(passed)
        return ExitCode.success
    }
}

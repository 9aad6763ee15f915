import PatternCatalog
import Terminal

/// Exercises/NAME/results.json as a stored kind (`StoredKind`): each exercise's reference,
/// keyed by the sources as the commit checked out has them (`head`: a student's work in
/// progress is not the reference's business), reads and applies, and one measured again gives
/// every stored figure.
@MainActor
package struct ExercisesKind: StoredKind {
    package let root: String
    package let build: BuildInUse
    /// The package as the commit checked out has it.
    package let head: PackageFiles

    package init(root: String, build: BuildInUse, head: PackageFiles) {
        self.root = root
        self.build = build
        self.head = head
    }

    package var file: String { "\(Exercise.folder)/*/\(Exercise.resultsFile)" }
    package var entryNoun: String { "exercise" }

    package func statuses() throws -> [StoredStatus] {
        try StoredResults.exercises(root: root, files: head)
    }

    package func entries() throws -> [String] { Exercise.names(root: root) }

    package func command(for name: String) -> String { Exercise.saveCommand(name) }

    /// An exercise that does not read, or whose reference does not apply.
    package func problems() throws -> [String] {
        try entries().compactMap { name in
            do {
                _ = try Exercise(path: Exercise.folder + "/" + name, root: root).reference
                    .applied(to: head)
                return nil
            } catch {
                return "\(error)"
            }
        }
    }

    package func remeasure(_ names: [String], step: (Int, Int) -> Void) async throws
        -> [Remeasured]
    {
        var measured: [Remeasured] = []
        for (number, name) in names.enumerated() {
            step(number + 1, names.count)
            let exercise = try Exercise(path: Exercise.folder + "/" + name, root: root)
            let fresh = try await exercise.measureReference(head: head, build: build)
            guard let stored = try exercise.storedResult() else { continue }
            measured.append(
                Remeasured(
                    name, FigureDifferences.between(stored: stored, measured: fresh),
                    storedOn: stored.key.toolchain))
        }
        return measured
    }
}

extension Exercise {
    /// Measures the reference on the sources as `head` has them, judged by the two patterns'
    /// own tests and the spec against them, and keys it by `head`.
    @MainActor
    package func measureReference(head: PackageFiles, build: BuildInUse) async throws
        -> RequestResult
    {
        let run = try ChangeRun(
            build: build, patterns: patterns, baseline: .files(head), suite: .ownTestsAndSpec)
        _ = try reference.applied(to: head)
        let progress = Progress("changes: \(name): ")
        defer { progress.finish() }
        var result = try await run.measure(reference)
        result.key = key(files: head, toolchain: run.toolchain)
        return result
    }

    /// The command that measures the reference of the exercise `name` and keeps its figures.
    package static func saveCommand(_ name: String) -> String {
        "swift run workbench changes --try --save \(folder)/\(name)"
    }
}

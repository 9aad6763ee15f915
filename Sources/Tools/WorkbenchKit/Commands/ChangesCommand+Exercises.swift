import Foundation
import Harness
import PatternCatalog
import Terminal
import WorkbenchCore

/// `workbench changes --try`: a student's change for an exercise of `Exercises/`, measured as a
/// change request is, from the sources as the commit checked out has them, beside the
/// reference's stored figures; `--save` keeps the reference's figures, `--check` checks them.
extension ChangesCommand {
    /// The exercise a command line names: a folder (`Exercises/free-price`, or any path to an
    /// exercise's folder) or the name of one in `Exercises/`.
    static func exercise(_ argument: String, root: String) throws -> Exercise {
        let known = Exercise.names(root: root)
        var path = argument
        if !FileManager.default.fileExists(atPath: root + "/" + argument),
            !argument.hasPrefix("/"), known.contains(argument)
        {
            path = Exercise.folder + "/" + argument
        }
        let folder = path.hasPrefix("/") ? path : root + "/" + path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
            isFolder.boolValue
        else {
            throw UsageError(
                "unknown exercise '\(argument)'; known: "
                    + (known.isEmpty
                        ? "none" : known.map { "\(Exercise.folder)/\($0)" }.joined(separator: ", "))
            )
        }
        return try read(path, root: root)
    }

    /// Reads the exercise in `path`; what is wrong with its folder ends with what it must hold.
    static func read(_ path: String, root: String) throws(ChangeRequestError) -> Exercise {
        do {
            return try Exercise(path: path, root: root)
        } catch {
            throw ChangeRequestError(
                "\(error) (an exercise's folder holds README.md, script.txt and reference/ with "
                    + "two patterns' patches: see docs/tour.md, \"Exercises\")")
        }
    }

    /// The package as the commit checked out has it, or as it stands outside a git checkout.
    static func headFiles(root: String) throws -> (WorkingTree?, PackageFiles) {
        let tree = try WorkingTree.read(root: root)
        return (tree, try tree?.head() ?? .disk(root))
    }

    /// `changes --try DIR`: the student's change, or the reference when there is none.
    static func tryExercise(_ argument: String, options: BuildInUse.Options) async throws
        -> Int32
    {
        let root = try packageRoot()
        let exercise = try exercise(argument, root: root)
        let (tree, head) = try headFiles(root: root)
        var request = exercise.reference
        var yours = false
        if let tree {
            let folders = StudentChange.folders(for: exercise.patterns)
            let change = try StudentChange(
                diff: tree.diff(under: folders), patterns: exercise.patterns)
            if !change.isEmpty {
                request = try exercise.request(patchTexts: change.patchTexts)
                _ = try request.applied(to: head)
                yours = true
            }
            for path in (tree.changed + tree.untracked).sorted()
            where path.hasPrefix("Sources/") || path.hasPrefix("Tests/") {
                guard !folders.contains(where: { path.hasPrefix($0) }) else { continue }
                Console.error(
                    "\(path) is not measured: the exercise is made in "
                        + exercise.patternNames, prefix: "changes: ")
            }
        }
        if !yours {
            let names = exercise.patterns.map(\.name).joined(separator: " or ")
            Console.error(
                "no change of yours in \(names) yet: measuring the reference", prefix: "changes: ")
        }
        let build = try BuildInUse.resolve(options, root: root)
        let run = try ChangeRun(
            build: build, patterns: exercise.patterns, baseline: .files(head),
            suite: .ownTestsAndSpec)
        let progress = Progress("changes: \(exercise.name): ")
        defer { progress.finish() }
        let result = try await run.measure(request)
        progress.finish()  // before the report goes to standard output
        var report = ExerciseReport(exercise: exercise, columns: [])
        if yours {
            report.columns.append(("yours", result))
            let stored = try? exercise.storedResult()
            let stale = stored.flatMap {
                exercise.staleness(of: $0, files: head)
            }
            report.columns.append(("reference", stored))
            report.notes +=
                stored == nil
                ? ["the reference has no stored figures (\(exercise.path)/\(Exercise.resultsFile))"]
                : stale.map { ["the reference's stored figures are stale: \($0)"] } ?? []
        } else {
            report.columns.append(("reference", result))
        }
        Console.write(report.text)
        return result.suitePassed && result.framesIdentical
            ? ExitCode.success : ExitCode.checkFailed
    }

    /// `changes --try --save DIR`: measures the reference and writes its results.json; a
    /// reference that fails the behaviour check is not kept.
    static func saveExercise(_ argument: String, options: BuildInUse.Options) async throws
        -> Int32
    {
        let root = try packageRoot()
        let exercise = try exercise(argument, root: root)
        let (_, head) = try headFiles(root: root)
        let build = try BuildInUse.resolve(options, root: root)
        let result = try await exercise.measureReference(head: head, build: build)
        Console.write(ExerciseReport(exercise: exercise, columns: [("reference", result)]).text)
        guard result.suitePassed, result.framesIdentical else {
            Console.error(
                "\(exercise.name): the reference fails the behaviour check "
                    + "(\(result.suitePassed ? "the frames differ" : "the suite fails")): "
                    + "not saved", prefix: "changes: ")
            return ExitCode.checkFailed
        }
        try exercise.save(result)
        Console.error(
            "wrote \(exercise.path)/\(Exercise.resultsFile)", prefix: "changes: \(exercise.name): ")
        return ExitCode.success
    }

    /// `changes --try --check [--all] [NAME…]`: every exercise reads, its reference applies to
    /// the commit checked out and its results are there and fresh; then one (or those named, or
    /// all) is measured again, and every stored figure must come out the same.
    static func checkExercises(_ names: [String], all: Bool, options: BuildInUse.Options)
        async throws -> Int32
    {
        let root = try packageRoot()
        let known = Exercise.names(root: root)
        for name in names where !known.contains(name) {
            throw UsageError(
                "unknown exercise '\(name)'; known: "
                    + (known.isEmpty ? "none" : known.joined(separator: ", ")))
        }
        guard !known.isEmpty else {
            throw InputError("no exercise in \(Exercise.folder)/ (see docs/tour.md)")
        }
        let (_, head) = try headFiles(root: root)
        let build = try BuildInUse.resolve(options, root: root)
        return try await StoredCheck.report(
            ExercisesKind(root: root, build: build, head: head), toolchain: try Toolchain.version(),
            sample: all ? nil : 1, named: names, root: root, prefix: "changes: ")
    }
}

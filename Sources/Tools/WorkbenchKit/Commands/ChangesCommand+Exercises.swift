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

    /// Measures the exercise's reference from the commit checked out, keyed as a stored result.
    static func measureReference(
        _ exercise: Exercise, head: PackageFiles, build: BuildInUse
    ) async throws -> RequestResult {
        let run = try ChangeRun(
            build: build, patterns: exercise.patterns, baseline: .files(head),
            suite: .ownTestsAndSpec)
        _ = try exercise.reference.applied(to: head)
        let progress = Progress("changes: \(exercise.name): ")
        defer { progress.finish() }
        var result = try await run.measure(exercise.reference)
        result.key = exercise.key(files: head, toolchain: run.toolchain)
        return result
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
        let result = try await measureReference(exercise, head: head, build: build)
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
        let chosen = names.isEmpty ? known : names
        let (_, head) = try headFiles(root: root)
        let found = chosen.flatMap { problems(ofExercise: $0, root: root, head: head) }
        if !found.isEmpty {
            for problem in found { Console.error(problem, prefix: "changes: ") }
            return ExitCode.checkFailed
        }
        Console.error(
            "\(chosen.count) \(chosen.count == 1 ? "exercise reads" : "exercises read"), "
                + "\(chosen.count == 1 ? "its reference applies" : "their references apply") "
                + "and \(chosen.count == 1 ? "its results are" : "their results are") up to date",
            prefix: "changes: ")
        let sample = StoredCheck.sample(1, of: chosen, all: all || !names.isEmpty, root: root)
        let build = try BuildInUse.resolve(options, root: root)
        let toolchain = try Toolchain.version()
        var differences: [String] = []
        var measuredOn: [String] = []
        for name in sample {
            Console.error(
                "measuring \(name) again to check its stored figures", prefix: "changes: ")
            let exercise = try read(Exercise.folder + "/" + name, root: root)
            let fresh = try await measureReference(exercise, head: head, build: build)
            guard let stored = try exercise.storedResult() else { continue }
            let check = StoredCheck(
                file: exercise.path + "/" + Exercise.resultsFile, toolchain: toolchain)
            measuredOn.append(stored.key.toolchain)
            differences += check.findings(
                name, differences: FigureDifferences.between(stored: stored, measured: fresh),
                measuredOn: stored.key.toolchain)
        }
        for difference in differences { Console.error(difference, prefix: "changes: ") }
        if differences.isEmpty {
            Console.error(
                "\(sample.joined(separator: ", ")): measured again, every stored figure confirmed"
                    + StoredCheck(file: "", toolchain: toolchain).agreement(measuredOn: measuredOn),
                prefix: "changes: ")
        } else {
            Console.error(
                "measure an exercise's reference again with `swift run workbench changes --try "
                    + "--save \(Exercise.folder)/NAME` and commit its \(Exercise.resultsFile)",
                prefix: "changes: ")
        }
        return differences.isEmpty ? ExitCode.success : ExitCode.checkFailed
    }

    /// What is wrong with the exercise `name` as the commit has the sources, before anything is
    /// built: it does not read, its reference does not apply, or its results are missing or stale.
    static func problems(
        ofExercise name: String, root: String, head: PackageFiles
    ) -> [String] {
        let exercise: Exercise
        do {
            exercise = try read(Exercise.folder + "/" + name, root: root)
            _ = try exercise.reference.applied(to: head)
            let stored = try exercise.storedResult()
            let check = StoredCheck(
                file: exercise.path + "/" + Exercise.resultsFile,
                toolchain: stored?.key.toolchain ?? "")
            if let stale = check.staleness(
                of: name, stored: stored?.key,
                current: exercise.key(files: head, toolchain: check.toolchain),
                command: saveCommand(exercise))
            {
                return [stale]
            }
        } catch {
            return ["\(error)"]
        }
        return []
    }

    /// The command that measures an exercise's reference and keeps its figures.
    static func saveCommand(_ exercise: Exercise) -> String {
        "swift run workbench changes --try --save \(Exercise.folder)/\(exercise.name)"
    }
}

import Foundation
import Harness
import PatternCatalog
import Subprocess
import Terminal
import WorkbenchCore

/// `workbench changes [--pattern P,… | --stale] [--scratch-path PATH] [NAME…]`: makes each
/// change request of `ChangeRequests/` in a scratch copy of the package, builds and tests it, and
/// writes what it measured to `ChangeRequests/results.json`, in every pattern or only those named
/// or stale (`StoredRequests`). With `--check`, it fails when a
/// patch no longer applies or a result is missing or stale, and measures again the requests
/// named, or all with `--all`, or else one chosen by the commit's hash (so that every request is
/// measured again over time), failing on any stored figure the fresh measurement does not give.
///
/// With `--try`, the same for an exercise of `Exercises/` (ChangesCommand+Exercises.swift): a
/// student's own change in two patterns, measured beside the reference.
@MainActor
enum ChangesCommand: WorkbenchCommand {
    static let name = "changes"
    static let forms: [[Usage.Part]] = [
        [.choice([pattern, stale], optional: true), .optional(.scratchPath), .words("[NAME…]")],
        [.required(check), .optional(all), .optional(.scratchPath), .words("[NAME…]")],
        [.required(exercise), .optional(save), .optional(.scratchPath), .words("DIR")],
        [
            .required(exercise), .required(check), .optional(all), .optional(.scratchPath),
            .words("[NAME…]"),
        ],
        [.required(refresh)],
    ]
    static let abstract = """
        make each change request of ChangeRequests/ in every pattern, build and test it, and \
        record what it cost in ChangeRequests/results.json; with --check, fail when a patch no \
        longer applies, a result is stale, or a request measured again (one, or --all) gives \
        other figures; with --try DIR, measure your own change for an exercise of Exercises/ \
        beside its reference
        """
    /// The options its help describes, in order.
    static let pattern = Option(
        "--pattern P,…",
        "measure the requests in these patterns alone (names as in `workbench help`, by "
            + "commas), keeping the others' stored figures; every patch is still made, and "
            + "the script still runs in every executable: for a pattern just added, or after "
            + "an edit to one")
    static let stale = Option(
        "--stale",
        "measure each request only in the patterns whose stored figures are stale or missing "
            + "(what --check names); nothing when every figure is fresh")
    static let check = Option(
        "--check",
        "exit with 1, naming the request, when a patch no longer applies to the sources, "
            + "ChangeRequests/results.json lacks a result or holds a stale one (each pattern's "
            + "key: the shared part, the script, the README, its own patches and the files "
            + "they change; the line names the stale patterns), or a request "
            + "measured again gives other figures, naming each figure and, when they differ, "
            + "both toolchains. It measures again the requests named; with none, the one the "
            + "commit's hash picks, so that every request is measured again over successive "
            + "commits (CI runs this). With --try, the same check for the exercises: every "
            + "reference applies to the commit checked out and its README reads, every "
            + "results.json is there and fresh, and one exercise (the commit's hash picks it, "
            + "or those named) measured again gives every stored figure (CI runs this)")
    static let all = Option("--all", "with --check: measure every request (or exercise) again")
    static let exercise = Option(
        "--try",
        "measure your change for the exercise in DIR (Exercises/NAME), beside the reference; "
            + "exit with 1 when it fails the behaviour check")
    static let save = Option(
        "--save", "with --try: measure the exercise's reference and write DIR/results.json")
    static let refresh = Option(
        "--refresh NAME…",
        "write again, on the current code, each patch of the requests named that applies only "
            + "by merging with edits made since its base commit, and name the current commit "
            + "in the folder's base (a patch that conflicts with an edit is written by hand)",
        takesValue: false)
    static let scratchPath = Option.scratchPath.adding(
        "its index gives the unpatched types, and the scratch copy is made beside it")
    static let options: [Option] = [
        pattern, stale, check, all, exercise, save, refresh, scratchPath, .help,
    ]
    static let help = """
        \(Usage.lines(name, forms))

        What a change costs in each pattern. Each folder of ChangeRequests/ is a change a user asks
        for: a shared patch, a production and a test-repair patch per pattern, and a script
        (ChangeRequests/README.md). For each request named (all without NAME), in a scratch copy
        of the package beside the build in use (<scratch>/changes/, its build folder reused so
        builds are incremental), it applies the shared part and the production patches, builds,
        sets aside each pattern test file that no longer compiles, runs each pattern's own tests,
        reads the types and roles touched from the compiler's index, then applies the test-repair
        patches, runs the whole suite and the script in every pattern's executable, and writes
        ChangeRequests/results.json. A line per step goes to standard error; a table of the
        figures to standard output. A full run builds the package several times per request.
        Each pattern's figures are keyed apart, so a pattern added, or an edit to one pattern's
        files, stales that pattern's figures alone: --stale (or --pattern) measures them there,
        running that pattern's own tests and the spec against it instead of the whole suite.

        Exercises (--try). Each folder of Exercises/ is a small change a student makes in two
        patterns: a README (what to build, why, hints), a script, the reference patches and their
        figures (results.json). `--try DIR` measures your change: what `git diff HEAD` shows
        under the two patterns' folders (Sources/Patterns/<Pattern>/, Tests/<Pattern>Tests/) and
        in the shared part (Sources/Shared/, Tests/SpecTests/), new files included. It is made,
        as the patches of a request are, to the sources as the commit checked out has them, in
        the scratch copy (your working tree is never touched): the same figures, the two
        patterns' own tests and the spec run against those two alone, and the script's frames,
        which must be the same in both. The reference's stored figures stand beside yours. With
        no change of yours there, it measures the reference, and says so. A run takes a few
        minutes.

        Options:
        \(Option.block(options))

        NAME is a folder of ChangeRequests/: rearrange-screens, salutation-apart, phone-field,
        show-stock, reuse-card-logic, local-first-catalog, updating-indicator, or one of your
        own; with --try, a folder of Exercises/ (docs/tour.md lists them).

        Examples:
          swift run workbench changes --check
          swift run workbench changes --check --all
          swift run workbench changes phone-field
          swift run workbench changes --stale
          swift run workbench changes --try Exercises/free-price
          swift run workbench changes --try --check
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (
            1,
            "a request cannot be applied, built or run; with --check, a patch no longer "
                + "applies, a result is stale, or a figure measured again differs from the stored "
                + "one; with --try, the change fails the behaviour check"
        ),
        (64, "usage error (a bad option, request or exercise name)"),
        (
            66,
            "an input cannot be had (no Package.swift in the current folder, git cannot read "
                + "your change, or no index store or test records, when --no-build or a failed "
                + "build step leaves them missing)"
        ),
    ]

    /// What a command line asks for.
    enum Invocation: Equatable {
        /// Measure the requests named (all when none), in `patterns` (nil: every pattern; with
        /// `stale`, where their figures are stale).
        case measure([String], patterns: [PatternDescriptor]?, stale: Bool)
        /// Check the requests; measure again those named, all, or the one the commit picks.
        case check([String], all: Bool)
        /// Measure the student's change for the exercise in this folder.
        case tryExercise(String)
        /// Measure the exercise's reference and keep its figures.
        case saveExercise(String)
        /// Check the exercises; measure again those named, all, or the one the commit picks.
        case checkExercises([String], all: Bool)
        /// Write again, on the current code, the patches of the requests named that now apply
        /// only by merging.
        case refresh([String])
    }

    /// Reads a command line: what it asks for, and the build options.
    static func parse(_ arguments: [String]) throws -> (Invocation, BuildInUse.Options) {
        var reader = ArgumentReader(arguments, declared: options)
        let check = reader.flag(Self.check)
        let all = reader.flag(Self.all)
        let exercise = reader.flag(Self.exercise)
        let save = reader.flag(Self.save)
        let refresh = reader.flag(Self.refresh)
        let stale = reader.flag(Self.stale)
        let patterns = try reader.value(Self.pattern).map(MutantsCommand.readPatterns)
        let options = try BuildInUse.Options.read(&reader, buildable: false)
        var names: [String] = []
        while let name = reader.positional() { names.append(name) }
        try reader.finish()
        if stale || patterns != nil {
            guard !check, !exercise, !refresh else {
                throw UsageError(
                    "--pattern and --stale measure requests: leave out --check, --try and --refresh"
                )
            }
            guard !(stale && patterns != nil) else {
                throw UsageError("--stale picks the patterns: leave out --pattern")
            }
        }
        if refresh {
            guard !check, !all, !exercise, !save else {
                throw UsageError("--refresh writes patches: it goes with request names alone")
            }
            guard !names.isEmpty else {
                throw UsageError("--refresh needs the requests to refresh")
            }
            return (.refresh(names), options)
        }
        if all, !check { throw UsageError("--all goes with --check") }
        if all, !names.isEmpty { throw UsageError("--all measures every one again: name none") }
        if save, !exercise { throw UsageError("--save goes with --try") }
        guard exercise else {
            return (
                check
                    ? .check(names, all: all)
                    : .measure(names, patterns: patterns, stale: stale), options
            )
        }
        if check, save { throw UsageError("--check writes nothing: leave out --save") }
        if check { return (.checkExercises(names, all: all), options) }
        guard let folder = names.first else {
            throw UsageError(
                "--try needs an exercise's folder, e.g. `workbench changes --try "
                    + "\(Exercise.folder)/free-price`")
        }
        guard names.count == 1 else {
            throw UsageError("--try measures one exercise at a time: name one folder")
        }
        return (save ? .saveExercise(folder) : .tryExercise(folder), options)
    }

    static func run(_ arguments: [String]) async throws -> Int32 {
        let (invocation, options) = try parse(arguments)
        switch invocation {
        case .measure(let names, let patterns, let stale):
            return try await measure(names, in: patterns, stale: stale, options: options)
        case .check(let names, let all):
            return try await checkRequests(names, all: all, options: options)
        case .tryExercise(let folder):
            return try await tryExercise(folder, options: options)
        case .saveExercise(let folder):
            return try await saveExercise(folder, options: options)
        case .checkExercises(let names, let all):
            return try await checkExercises(names, all: all, options: options)
        case .refresh(let names):
            let root = try packageRoot()
            for name in try requests(names, root: root) {
                let written = try PatchRefresh.refresh(
                    name, root: root, patterns: ChangeRequest.patchedPatterns(root: root))
                Console.error(
                    written.isEmpty
                        ? "every patch applies as it stands; nothing to refresh"
                        : "wrote \(written.joined(separator: ", ")) and base; measure it again with "
                            + "`swift run workbench changes \(name)`",
                    prefix: "changes: \(name): ")
            }
            return ExitCode.success
        }
    }

    /// The request names, each checked: every name must be a folder of ChangeRequests/.
    static func requests(_ names: [String], root: String) throws -> [String] {
        let known = ChangeRequest.names(root: root)
        for name in names where !known.contains(name) {
            throw UsageError(
                "unknown change request '\(name)'; known: "
                    + (known.isEmpty ? "none" : known.joined(separator: ", ")))
        }
        return names.isEmpty ? known : names
    }

    /// `changes --check [--all] [NAME…]`.
    static func checkRequests(_ names: [String], all: Bool, options: BuildInUse.Options)
        async throws -> Int32
    {
        let root = try packageRoot()
        let chosen = try requests(names, root: root)
        let build = try BuildInUse.resolve(options, root: root)
        return try await StoredCheck.report(
            RequestsKind(root: root, build: build), toolchain: try Toolchain.version(),
            sample: all ? nil : 1, named: names.isEmpty ? [] : chosen, root: root,
            prefix: "changes: ")
    }

    /// `changes [--pattern P,… | --stale] [NAME…]`: measures the requests (in `chosen`, or
    /// with `stale` where their figures are stale) and writes their results.
    static func measure(
        _ names: [String], in chosen: [PatternDescriptor]?, stale: Bool,
        options: BuildInUse.Options
    ) async throws -> Int32 {
        let root = try packageRoot()
        let patterns = ChangeRequest.patchedPatterns(root: root)
        let chosen = try chosen.map {
            try MutantsCommand.patched(
                $0, among: patterns,
                where: "\(ChangeRequest.folder)/*/<pattern>.patch and <pattern>-tests.patch")
        }
        let named = try requests(names, root: root)
        guard !named.isEmpty else {
            throw InputError("no change request in \(ChangeRequest.folder)/ (see its README.md)")
        }
        // Every request must read and apply before anything is built.
        var requests: [ChangeRequest] = []
        for name in named {
            let request = try ChangeRequest(name: name, root: root, patterns: patterns)
            _ = try request.applied(root: root)
            requests.append(request)
        }
        let build = try BuildInUse.resolve(options, root: root)
        let stored = StoredRequests(
            root: root, run: try ChangeRun(build: build, patterns: patterns))
        let started = Date()
        let progress = Progress("changes: ")
        defer { progress.finish() }
        var measured = 0
        for (number, request) in requests.enumerated() {
            progress.step(number + 1, of: requests.count, "request")
            let written = try await stored.measure(
                request, in: stale ? nil : chosen ?? patterns)
            measured += written == nil ? 0 : 1
            Console.error(
                written == nil
                    ? "every figure is fresh: nothing to measure" : "wrote \(ChangeResults.path)",
                prefix: "changes: \(request.name): ")
        }
        progress.finish()  // before the summary goes to standard output
        Console.write(
            ChangeSummary.text(try ChangeResults.load(path: root + "/" + ChangeResults.path)))
        Console.error(
            measured == 0
                ? "nothing was stale: no request measured"
                : String(
                    format:
                        "%d %@ measured in %.0f s; regenerate Comparison.md with `scripts/compare`",
                    measured, measured == 1 ? "request" : "requests",
                    Date().timeIntervalSince(started)),
            prefix: "changes: ")
        return ExitCode.success
    }
}

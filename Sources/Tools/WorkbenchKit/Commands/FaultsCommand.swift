import Foundation
import Harness
import PatternCatalog
import Terminal
import WorkbenchCore

/// `workbench faults [--pattern P,… | --stale] [NAME…]`, `workbench faults --check [--all]
/// [NAME…]`: plants each fault of Faults/ in every pattern (or those named, or where the stored
/// outcome is stale) and records what each pattern's own tests, and the spec, make of it
/// (`FaultRun`), in Faults/results.json.
@MainActor
enum FaultsCommand: WorkbenchCommand {
    static let name = "faults"
    static let forms: [[Usage.Part]] = [
        [.choice([pattern, stale], optional: true), .optional(.scratchPath), .words("[NAME…]")],
        [.required(check), .optional(all), .optional(.scratchPath), .words("[NAME…]")],
        [.required(refresh)],
    ]
    static let abstract = """
        plant each fault of Faults/ (one behaviour broken the same way in every pattern) and \
        record which pattern's own tests catch it, by which test, at what cost, in \
        Faults/results.json; with --check, fail on a stale result and measure one again
        """
    /// The options its help describes, in order.
    static let pattern = Option(
        "--pattern P,…",
        "plant the faults in these patterns alone (names as in `workbench help`, by commas), "
            + "keeping the others' stored outcomes: for a pattern just added, or after an edit "
            + "to one")
    static let stale = Option(
        "--stale",
        "plant each fault only in the patterns whose stored outcome is stale or missing "
            + "(what --check names); nothing when every outcome is fresh")
    static let check = Option(
        "--check",
        "write nothing: fail, naming the fault and the patterns, when Faults/results.json "
            + "lacks an outcome, holds a stale one (each pattern's key: the README, its "
            + "patch, the files it changes, its own tests and the spec) or one the spec did "
            + "not catch; then plant one fault again in every pattern (the one the commit's "
            + "hash picks, or those named) and fail on any figure it does not confirm, naming "
            + "both toolchains when they differ (CI runs this)")
    static let all = Option("--all", "with --check: plant every fault again")
    static let refresh = Option(
        "--refresh NAME…",
        "write again, on the current code, each patch of the faults named that applies only "
            + "by merging with edits made since its base commit, and name the current commit "
            + "in the folder's base", takesValue: false)
    static let options: [Option] = [pattern, stale, check, all, refresh, .scratchPath, .help]
    static let help = """
        \(Usage.lines(name, forms))

        What each pattern's own tests catch, by outcome. Each folder of Faults/ is one behaviour
        of Tests/behaviours.json broken the same way in every pattern, in the role that holds
        that logic there (Faults/README.md). For each fault named (all without NAME) it plants
        every pattern's patch (or those --pattern or --stale pick) in a scratch copy of the package (<scratch>/faults; patterns never
        import each other, so one build serves all), runs each pattern's own tests
        (Tests/<Pattern>Tests) and records whether they caught it, by which tests, those tests'
        code lines and the time the suite took; then it runs the spec against each pattern
        alone, which must catch every fault: a fault the spec cannot see is no fault, and the run
        fails naming it. A missed fault is a finding, not a failure. Each pattern's outcome is
        keyed apart, so after an edit to one pattern, or with a pattern added, only that
        pattern's outcomes are stale: --stale (or --pattern) plants the faults there alone. A
        line per step on standard error; a table on standard output.

        Options:
        \(Option.block(options))

        Examples:
          swift run workbench faults
          swift run workbench faults --check
          swift run workbench faults --stale
          swift run workbench faults --pattern mvp stale-search-answer-shown
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (
            1,
            "a fault does not build, the spec misses it, or, with --check, a result is missing "
                + "or stale or a figure measured again differs from the stored one"
        ),
        (64, "usage error (a bad option or fault name)"),
        (66, "an input cannot be had (no Package.swift in the current folder, or no Faults/)"),
    ]

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments, declared: options)
        let check = reader.flag(Self.check)
        let all = reader.flag(Self.all)
        let refresh = reader.flag(Self.refresh)
        let stale = reader.flag(Self.stale)
        let chosen = try reader.value(Self.pattern).map(MutantsCommand.readPatterns)
        let options = try BuildInUse.Options.read(&reader, buildable: false)
        var names: [String] = []
        while let name = reader.positional() { names.append(name) }
        try reader.finish()
        if all, !check { throw UsageError("--all goes with --check") }
        if refresh, check || stale || chosen != nil || names.isEmpty {
            throw UsageError("--refresh writes patches: it goes with fault names alone")
        }
        if check, stale || chosen != nil {
            throw UsageError("--pattern and --stale measure; --check checks every pattern")
        }
        if stale, chosen != nil {
            throw UsageError("--stale picks the patterns: leave out --pattern")
        }
        let root = try packageRoot()
        let known = Fault.names(root: root)
        guard !known.isEmpty else { throw InputError("no fault in \(Fault.folder)/") }
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw UsageError(
                "unknown fault '\(unknown)'; known: \(known.joined(separator: ", "))")
        }
        if refresh { return try refreshPatches(names, root: root) }
        let build = try BuildInUse.resolve(options, root: root)
        let toolchain = try Toolchain.version()
        if check {
            return try await StoredCheck.report(
                StoredFaults(root: root, build: build, toolchain: toolchain), toolchain: toolchain,
                sample: all ? nil : 1, named: names, root: root, prefix: "faults: ")
        }
        let plan = FaultPlan(
            names: names.isEmpty ? known : names,
            patterns: stale
                ? nil
                : try MutantsCommand.patched(
                    chosen, among: Fault.patchedPatterns(root: root),
                    where: "\(Fault.folder)/*/<pattern>.patch"),
            whole: names.isEmpty && chosen == nil && !stale)
        return try measure(plan, root: root, build: build, toolchain: toolchain)
    }

    /// `--refresh NAME…`: writes again each patch that applies only by merging.
    static func refreshPatches(_ names: [String], root: String) throws -> Int32 {
        for name in names {
            let written = try PatchRefresh.refreshFault(name, root: root)
            Console.error(
                written.isEmpty
                    ? "every patch applies as it stands; nothing to refresh"
                    : "wrote \(written.joined(separator: ", ")) and base",
                prefix: "faults: \(name): ")
        }
        return ExitCode.success
    }

    /// Plants the faults of `plan`, writes their outcomes into the stored ones, and fails when
    /// the spec misses a fault.
    static func measure(_ plan: FaultPlan, root: String, build: BuildInUse, toolchain: String)
        throws -> Int32
    {
        let faults = StoredFaults(root: root, build: build, toolchain: toolchain)
        let progress = Progress("faults: ")
        defer { progress.finish() }
        let (results, planted, unseen) = try faults.measure(plan) { number, count in
            progress.step(number, of: count, "fault")
        }
        progress.finish()  // before the summary goes to standard output
        if planted == 0 {
            Console.error("every outcome is fresh: nothing to plant", prefix: "faults: ")
        }
        Console.write(FaultSummary(results).text)
        for line in unseen { Console.error(line, prefix: "faults: ") }
        return unseen.isEmpty ? ExitCode.success : ExitCode.checkFailed
    }
}

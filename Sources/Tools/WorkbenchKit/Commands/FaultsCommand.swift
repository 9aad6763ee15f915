import Foundation
import Harness
import PatternCatalog
import Terminal
import WorkbenchCore

/// `workbench faults [--check [--all]] [--scratch-path PATH] [NAME…]`: plants each fault of
/// Faults/ in every pattern and records what each pattern's own tests, and the spec, make of it
/// (`FaultRun`), in Faults/results.json.
@MainActor
enum FaultsCommand: WorkbenchCommand {
    static let name = "faults"
    static let synopsis = "faults [--check [--all]] [NAME…] | --refresh NAME…"
    static let abstract = """
        plant each fault of Faults/ (one behaviour broken the same way in every pattern) and \
        record which pattern's own tests catch it, by which test, at what cost, in \
        Faults/results.json; with --check, fail on a stale result and measure one again
        """
    /// The options its help describes, in order.
    static let options: [OptionHelp] = [
        OptionHelp(
            "--check",
            "write nothing: fail, naming the fault, when Faults/results.json lacks a result, "
                + "holds a stale one (its key: the README, the patches, the files they change, "
                + "the patterns' tests and the spec) or "
                + "one the spec did not catch; then plant one fault again (the one the commit's "
                + "hash picks, or those named) and fail on any figure it does not confirm, naming "
                + "both toolchains when they differ (CI runs this)"
        ),
        OptionHelp("--all", "with --check: plant every fault again"),
        OptionHelp(
            "--refresh NAME…",
            "write again, on the current code, each patch of the faults named that applies only "
                + "by merging with edits made since its base commit, and name the current commit "
                + "in the folder's base"),
        .scratchPath,
        .help,
    ]
    static let help = """
        Usage: workbench faults [--check [--all]] [--scratch-path PATH] [NAME…]
               workbench faults --refresh NAME…

        What each pattern's own tests catch, by outcome. Each folder of Faults/ is one behaviour
        of Tests/behaviours.json broken the same way in every pattern, in the role that holds
        that logic there (Faults/README.md). For each fault named (all without NAME) it plants
        every pattern's patch in a scratch copy of the package (<scratch>/faults; patterns never
        import each other, so one build serves all), runs each pattern's own tests
        (Tests/<Pattern>Tests) and records whether they caught it, by which tests, those tests'
        code lines and the time the suite took; then it runs the spec against each pattern
        alone, which must catch every fault: a fault the spec cannot see is no fault, and the run
        fails naming it. A missed fault is a finding, not a failure. A line per step on standard
        error; a table on standard output.

        Options:
        \(OptionHelp.block(options))

        Examples:
          swift run workbench faults
          swift run workbench faults --check
          swift run workbench faults stale-search-answer-shown
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
        var reader = ArgumentReader(arguments)
        let check = reader.flag("--check")
        let all = reader.flag("--all")
        let refresh = reader.flag("--refresh")
        let options = try BuildInUse.Options.read(&reader, buildable: false)
        var names: [String] = []
        while let name = reader.positional() { names.append(name) }
        try reader.finish()
        if all, !check { throw UsageError("--all goes with --check") }
        if refresh, check || names.isEmpty {
            throw UsageError("--refresh writes patches: it goes with fault names alone")
        }
        let root = try packageRoot()
        let known = Fault.names(root: root)
        guard !known.isEmpty else { throw InputError("no fault in \(Fault.folder)/") }
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw UsageError(
                "unknown fault '\(unknown)'; known: \(known.joined(separator: ", "))")
        }
        if refresh {
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
        let build = try BuildInUse.resolve(options, root: root)
        let toolchain = try Toolchain.version()
        if check {
            let again = StoredCheck.sample(1, of: known, all: all, root: root)
            return try checkStored(
                known, again: names.isEmpty ? again : names, root: root, build: build,
                toolchain: toolchain)
        }
        return try measure(
            names.isEmpty ? known : names, root: root, build: build, toolchain: toolchain)
    }

    /// Plants `names`, writes their results, and fails when the spec misses a fault.
    static func measure(_ names: [String], root: String, build: BuildInUse, toolchain: String)
        throws -> Int32
    {
        let run = try FaultRun(build: build)
        var results = try FaultResults.load(root: root)
        var unseen: [String] = []
        let progress = Progress("faults: ")
        defer { progress.finish() }
        for (number, name) in names.enumerated() {
            progress.step(number + 1, of: names.count, "fault")
            let fault = try Fault(name: name, root: root)
            let entry = try run.measure(fault, toolchain: toolchain) {
                Console.error($0, prefix: "faults: \(name): ")
            }
            results = results.replacing(entry)
            try results.save(root: root)
            unseen += entry.outcomes.entries.filter { !$0.value.specCaught }.map {
                "\(name): the spec does not catch it in \($0.pattern.name): no fault"
            }
        }
        progress.finish()  // before the summary goes to standard output
        Console.write(FaultSummary(results).text)
        for line in unseen { Console.error(line, prefix: "faults: ") }
        return unseen.isEmpty ? ExitCode.success : ExitCode.checkFailed
    }

    /// `--check`: every fault has a fresh result the spec caught, and `again` planted again
    /// gives every stored figure.
    static func checkStored(
        _ known: [String], again: [String], root: String, build: BuildInUse, toolchain: String
    ) throws -> Int32 {
        let stored = try FaultResults.load(root: root)
        let check = StoredCheck(file: FaultResults.path, toolchain: toolchain)
        var problems: [String] = []
        for name in known {
            let fault = try Fault(name: name, root: root)
            let entry = stored.entry(named: name)
            if let stale = check.staleness(
                of: name, stored: entry?.key, current: fault.key(root: root, toolchain: toolchain),
                command: "swift run workbench faults \(name)")
            {
                problems.append(stale)
            }
            for (pattern, outcome) in entry?.outcomes.entries ?? [] where !outcome.specCaught {
                problems.append("\(name): the spec does not catch it in \(pattern.name)")
            }
        }
        if problems.isEmpty {
            problems += try remeasure(again, stored: stored, root: root, build: build, check: check)
        }
        for problem in problems { Console.error(problem, prefix: "faults: ") }
        guard problems.isEmpty else { return ExitCode.checkFailed }
        let measuredOn = again.compactMap { stored.entry(named: $0)?.key.toolchain }
        Console.write(
            "\(known.count) faults are measured and fresh, and \(again.joined(separator: ", ")) "
                + "planted again gives every stored figure"
                + check.agreement(measuredOn: measuredOn))
        return ExitCode.success
    }

    /// Plants `names` again and names every stored figure the fresh measurement does not give.
    static func remeasure(
        _ names: [String], stored: FaultResults, root: String, build: BuildInUse,
        check: StoredCheck
    ) throws -> [String] {
        let run = try FaultRun(build: build)
        var problems: [String] = []
        let progress = Progress("faults: ")
        defer { progress.finish() }
        for (number, name) in names.enumerated() {
            progress.step(number + 1, of: names.count, "fault")
            let fault = try Fault(name: name, root: root)
            let fresh = try run.measure(fault, toolchain: check.toolchain) {
                Console.error($0, prefix: "faults: \(name): ")
            }
            guard let old = stored.entry(named: name) else { continue }
            var differences: [String] = []
            for pattern in PatternDescriptor.all {
                guard let now = fresh.outcomes[pattern], let then = old.outcomes[pattern] else {
                    differences.append("\(pattern.name): no stored figures")
                    continue
                }
                if !now.sameFigures(as: then) {
                    differences.append(
                        "\(pattern.name): measured \(FaultSummary.describe(now)), "
                            + "stored \(FaultSummary.describe(then))")
                }
            }
            problems += check.findings(
                name, differences: differences, measuredOn: old.key.toolchain)
        }
        return problems
    }
}

import Foundation
import PatternCatalog
import Terminal

/// What a run of `workbench faults` plants: the faults `names`, in `patterns` (nil: in each
/// fault's patterns whose stored outcome is stale or missing). `whole` when that is every fault
/// in every pattern, which writes Faults/results.json anew even where it holds another format.
package struct FaultPlan: Sendable {
    package var names: [String]
    package var patterns: [PatternDescriptor]?
    package var whole: Bool

    package init(names: [String], patterns: [PatternDescriptor]?, whole: Bool) {
        self.names = names
        self.patterns = patterns
        self.whole = whole
    }
}

/// Faults/results.json as a stored result (`StoredCheck`): each pattern's outcome of each fault
/// keyed apart, so a run plants a fault only where it must (`FaultPlan`), and a check names the
/// stale outcomes, then plants a sample again in every pattern and compares every figure.
@MainActor
package struct StoredFaults {
    package let root: String
    package let build: BuildInUse
    package let check: StoredCheck

    package init(root: String, build: BuildInUse, toolchain: String) {
        self.root = root
        self.build = build
        check = StoredCheck(file: FaultResults.path, toolchain: toolchain)
    }

    /// Plants the faults of `plan` and writes their outcomes into the stored ones, fault by
    /// fault (`step` is told each fault's number of the count): the results, how many faults it
    /// planted, and a line per pattern whose spec missed a fault of the plan, planted now or
    /// before.
    package func measure(_ plan: FaultPlan, step: (Int, Int) -> Void) throws -> (
        results: FaultResults, planted: Int, unseen: [String]
    ) {
        let run = try FaultRun(build: build)
        var results =
            plan.whole
            ? (try? FaultResults.load(root: root)) ?? FaultResults(faults: [])
            : try FaultResults.load(root: root)
        var unseen: [String] = []
        var planted = 0
        for (number, name) in plan.names.enumerated() {
            step(number + 1, plan.names.count)
            let fault = try Fault(name: name, root: root)
            let patterns =
                plan.patterns
                ?? results.stalePatterns(of: fault, root: root, toolchain: check.toolchain)
            guard !patterns.isEmpty else { continue }
            let measured = try run.measure(fault, in: patterns, toolchain: check.toolchain) {
                Console.error($0, prefix: "faults: \(name): ")
            }
            let stored =
                results.entry(named: name)
                ?? FaultResults.Entry(
                    name: name, title: fault.title, behaviour: fault.behaviour,
                    outcomes: PerPattern())
            results = results.replacing(stored.merging(measured, of: fault))
            try results.save(root: root)
            planted += 1
        }
        for name in plan.names {
            unseen += (results.entry(named: name)?.outcomes.entries ?? []).filter {
                !$0.value.specCaught
            }.map { "\(name): the spec does not catch it in \($0.pattern.name): no fault" }
        }
        return (results, planted, unseen)
    }

    /// Plants `names` again in every pattern: for each, every stored figure the fresh
    /// measurement does not give, and the toolchain the stored outcomes were measured on.
    package func remeasure(_ names: [String], step: (Int, Int) -> Void) async throws
        -> [Remeasured]
    {
        let stored = try FaultResults.load(root: root)
        let run = try FaultRun(build: build)
        var measured: [Remeasured] = []
        for (number, name) in names.enumerated() {
            step(number + 1, names.count)
            let fault = try Fault(name: name, root: root)
            let fresh = try run.measure(fault, toolchain: check.toolchain) {
                Console.error($0, prefix: "faults: \(name): ")
            }
            guard let old = stored.entry(named: name) else { continue }
            // Pattern by pattern: each outcome keeps the toolchain it was measured on.
            for pattern in fault.patterns {
                guard let now = fresh[pattern], let then = old.outcomes[pattern] else {
                    measured.append(
                        Remeasured(
                            name, ["\(pattern.name): no stored figures"], storedOn: check.toolchain)
                    )
                    continue
                }
                let differences =
                    now.sameFigures(as: then)
                    ? []
                    : [
                        "\(pattern.name): measured \(FaultSummary.describe(now)), "
                            + "stored \(FaultSummary.describe(then))"
                    ]
                measured.append(Remeasured(name, differences, storedOn: then.key.toolchain))
            }
        }
        return measured
    }
}

extension StoredFaults: StoredKind {
    package var file: String { FaultResults.path }
    package var entryNoun: String { "fault" }

    package func statuses() throws -> [StoredStatus] {
        [try StoredResults.faults(root: root)]
    }

    /// A fault the spec does not catch in some pattern is no fault there.
    package func problems() throws -> [String] {
        try FaultResults.load(root: root).faults.flatMap { entry in
            entry.outcomes.entries.filter { !$0.value.specCaught }.map {
                "\(entry.name): the spec does not catch it in \($0.pattern.name)"
            }
        }
    }

    package func entries() throws -> [String] { Fault.names(root: root) }

    package func command(for name: String) -> String { "swift run workbench faults \(name)" }
}

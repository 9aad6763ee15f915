import PatternCatalog
import Terminal

/// Mutants/results.json and Mutants/all-code.json as stored results (`StoredCheck`): a run of
/// some patterns completes the stored one, and a check says whether it is fresh
/// (`StoredResults.mutants`, what `workbench status` says) and measures a sample again.
package enum StoredMutants {
    /// The stored run that a run of some patterns completes: it must exist, and every
    /// pattern's shared inputs must be as it measured them, or every pattern is to be measured
    /// again.
    package static func forPartialRun(root: String, scope: MutationScope) throws
        -> MutationResults
    {
        guard let stored = try MutationResults.load(root: root, scope: scope) else {
            throw InputError(
                "no stored run in \(scope.path) to complete (run `\(scope.command)` for every "
                    + "pattern first)")
        }
        let staleness = stored.staleness(root: root)
        guard staleness.shared.isEmpty else {
            throw InputError(
                "what every pattern stands on changed since \(scope.path) was measured: "
                    + staleness.shared.joined(separator: "; ") + " (run `\(scope.command)` for "
                    + "every pattern)")
        }
        return stored
    }

    /// `--check`: the problems found (none: it passed), and what a pass says. The stored run
    /// must be fresh, and `sample` of its mutants (nil: all) measured again by `run` must give
    /// every stored outcome.
    package static func check(
        _ run: MutationRun, scope: MutationScope, root: String, toolchain: String, sample: Int?,
        say: (String) -> Void
    ) throws -> (problems: [String], passed: String) {
        guard let stored = try MutationResults.load(root: root, scope: scope) else {
            return (["\(scope.path) is missing (run `\(scope.command)`)"], "")
        }
        let status = try StoredResults.mutants(scope, root: root)
        guard status.isFresh else {
            let why = status.stale.map { "for \($0.pattern): " + $0.why.joined(separator: "; ") }
            return (
                [
                    "\(scope.path) is stale: \(why.joined(separator: "; ")) (run "
                        + "`\(status.command ?? scope.command)` and commit \(scope.path))"
                ], ""
            )
        }
        let check = StoredCheck(file: scope.path, toolchain: toolchain)
        let ids = stored.entries.map(\.mutant.id)
        let chosen =
            sample.map { CommitSample.pick($0, of: ids, by: CommitSample.commitNumber(root: root)) }
            ?? ids
        let problems = check.findings(
            scope.path, differences: try run.check(stored, sample: chosen, say: say),
            measuredOn: stored.key.toolchain)
        return (
            problems,
            "\(scope.path) is fresh, and \(chosen.count) mutants measured again confirm it"
                + check.agreement(measuredOn: [stored.key.toolchain])
        )
    }
}

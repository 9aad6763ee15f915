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
}

/// Mutants/results.json or Mutants/all-code.json as a stored kind (`StoredKind`): fresh by its
/// key, and a sample of its mutants, planted again, come to every stored outcome.
@MainActor
package struct MutantsKind: StoredKind {
    package let root: String
    package let build: BuildInUse
    package let scope: MutationScope

    package init(root: String, build: BuildInUse, scope: MutationScope) {
        self.root = root
        self.build = build
        self.scope = scope
    }

    package var file: String { scope.path }
    package var entryNoun: String { "mutant" }

    package func statuses() throws -> [StoredStatus] {
        [try StoredResults.mutants(scope, root: root)]
    }

    package func problems() throws -> [String] { [] }

    package func command(for name: String) -> String { scope.command }

    /// The patterns whose mutants `--stale` measures again: every pattern when none are stored
    /// or what they all stand on changed, those whose own inputs changed and those not yet
    /// measured otherwise; nil when there are none.
    package static func stalePatterns(root: String, scope: MutationScope) throws
        -> [PatternDescriptor]?
    {
        guard let stored = try MutationResults.load(root: root, scope: scope) else {
            return PatternDescriptor.all
        }
        let staleness = stored.staleness(root: root)
        if staleness.isFresh && staleness.notYetMeasured.isEmpty { return nil }
        return staleness.shared.isEmpty
            ? staleness.patterns.map(\.pattern) + staleness.notYetMeasured : PatternDescriptor.all
    }

    package func entries() throws -> [String] {
        (try MutationResults.load(root: root, scope: scope)?.entries ?? []).map {
            String($0.mutant.id)
        }
    }

    package func remeasure(_ names: [String], step: (Int, Int) -> Void) async throws
        -> [Remeasured]
    {
        guard let stored = try MutationResults.load(root: root, scope: scope) else { return [] }
        let differences = try MutationRun(build: build).check(
            stored, sample: names.compactMap(Int.init)
        ) { Console.error($0, prefix: "mutants: ") }
        return [Remeasured(scope.path, differences, storedOn: stored.key.toolchain)]
    }
}

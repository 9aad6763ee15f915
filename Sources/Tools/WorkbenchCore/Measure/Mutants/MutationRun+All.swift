import Foundation
import PatternCatalog

extension MutationRun {
    /// Plants and runs every mutant of `patterns` in `scope`; says what it does through `say`.
    package func runAll(
        _ patterns: [PatternDescriptor], scope: MutationScope, toolchain: String,
        say: (String) -> Void
    ) throws -> MutationResults {
        let started = Date()
        // The key of the sources as they are when the run copies them, not when it ends.
        let key = MutationKey.current(root: build.root, toolchain: toolchain)
        let (plan, refused) = try buildSchema(try plan(patterns, scope: scope), say: say)
        let runner = try runner()
        let tests = try runner.list()
        let spec = tests.filter { $0.hasPrefix(SourceLayout.specTests + ".") }
        say("recording which mutants \(spec.count) spec tests reach")
        let specReach = try reach(of: spec, runner: runner, events: Self.specEvents)
        var entries = refused.map { MutationResults.Entry(mutant: $0, outcome: .notCompiling) }
        for pattern in patterns {
            let own = tests.filter { $0.hasPrefix(pattern.testTarget + ".") }
            let mutants = plan.allSites.map(\.mutant).filter { $0.module == pattern.module }
            say("\(pattern.name): \(mutants.count) mutants against \(own.count) tests")
            for mutant in mutants {
                entries.append(
                    try outcome(of: mutant, own: own, specReach: specReach, runner: runner))
            }
        }
        return MutationResults(
            scope: scope, key: key, entries: entries,
            seconds: Date().timeIntervalSince(started), machine: Self.machine())
    }

    /// Measures `sample` again (mutants of the stored run, by number) and returns every
    /// outcome the fresh measurement does not confirm, one line each.
    package func check(
        _ stored: MutationResults, sample: [Int], say: (String) -> Void
    ) throws -> [String] {
        let chosen = stored.entries.filter { sample.contains($0.mutant.id) }
        let modules = Set(stored.entries.map(\.mutant.module))
        let patterns = PatternDescriptor.all.filter { modules.contains($0.module) }
        let fresh = try plan(patterns, scope: stored.scope)
        let freshByID = Dictionary(uniqueKeysWithValues: fresh.allSites.map { ($0.mutant.id, $0) })
        var problems: [String] = []
        for entry in chosen
        where freshByID[entry.mutant.id]?.mutant.isSame(as: entry.mutant) != true {
            problems.append("mutant \(entry.mutant.id): the sources no longer plant it as stored")
        }
        let notCompiling = Set(
            stored.entries.filter { $0.outcome == .notCompiling }.map(\.mutant.id))
        let (built, refused) = try buildSchema(fresh.removing(notCompiling), say: say)
        problems += refused.map { "mutant \($0.id): stored as compiling, but does not compile" }
        let runner = try runner()
        let tests = try runner.list()
        let spec = tests.filter { $0.hasPrefix(SourceLayout.specTests + ".") }
        let specReach = try reach(of: spec, runner: runner, events: Self.specEvents)
        for entry in chosen where entry.outcome != .notCompiling {
            guard built.allSites.contains(where: { $0.mutant.id == entry.mutant.id }),
                let pattern = PatternDescriptor.module(entry.mutant.module)
            else { continue }
            let own = tests.filter { $0.hasPrefix(pattern.testTarget + ".") }
            let now = try outcome(of: entry.mutant, own: own, specReach: specReach, runner: runner)
            say(
                "mutant \(entry.mutant.id): \(now.outcome.rawValue) (stored: \(entry.outcome.rawValue))"
            )
            if now.outcome != entry.outcome {
                problems.append(
                    "mutant \(entry.mutant.id) (\(entry.mutant.description)): measured "
                        + "'\(now.outcome.rawValue)', stored '\(entry.outcome.rawValue)'")
            }
        }
        return problems
    }

    /// The machine, in a few words, for the results file.
    static func machine() -> String {
        let info = ProcessInfo.processInfo
        return "\(info.activeProcessorCount) cores, \(info.operatingSystemVersionString)"
    }
}

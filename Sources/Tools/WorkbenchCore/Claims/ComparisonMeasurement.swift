import Foundation
import PatternCatalog

/// Measures and judges everything Comparison.md and the site show (`ComparisonFigures`), before
/// Document/ renders it.
@MainActor
package enum ComparisonMeasurement {
    /// What the document shows, from the index and the testability records of `build` (built and
    /// run first when missing or stale, unless that is refused), and the stored results of the
    /// change requests, faults and mutants.
    package static func measure(build: BuildInUse) async throws -> ComparisonFigures {
        let root = build.root
        let testModules = Set(ArchitectureRules.patternModules.map { $0 + "Tests" })
        let index = try build.readIndex(functionModules: testModules)
        try build.ensureRecords(required: true)
        let testability = try TestabilityReport(
            functions: index.functions, root: root, records: build.build.testabilityFolder)
        let flows = try? Flows.read(root: root)
        var mutants: [MutationScope: MutationResults] = [:]
        var mutantsProblems: [MutationScope: String] = [:]
        for scope in MutationScope.allCases {
            let (stored, problem) = storedMutants(root: root, scope: scope)
            mutants[scope] = stored
            mutantsProblems[scope] = problem
        }
        let faults = try FaultResults.load(root: root)
        let coupling = CouplingReport(graph: index.graph, root: root)
        let screenSources = ScreenSources.measure(graph: index.graph, root: root)
        var inputs = ClaimInputs(
            coupling: coupling, testability: testability,
            screens: screens(graph: index.graph, root: root),
            timing: await SessionFigures.updateTiming(),
            teardown: await SessionFigures.teardown(root: root),
            debugging: debugging(flows),
            changes: ChangeCosts(root: root, patterns: ChangeRequest.patchedPatterns(root: root)),
            faults: faults, mutants: mutants, graph: index.graph,
            bindingDiffs: BindingDiffs.measure(graph: index.graph, root: root),
            otherAuthors: try OtherAuthors.load(root: root),
            codeMoves: screenSources.codeMoves,
            faultConstructs: FaultConstruct.constructs(
                faults: faults.faults.map(\.name), root: root, coupling: coupling),
            lineConstructs: LineConstruct.measure(graph: index.graph, root: root))
        inputs.root = root
        inputs.lineConstructsByTouch = LineConstruct.measure(
            graph: index.graph, root: root, matching: false)
        let uikit = Result { try UIKitConformance.measure(root: root, build: build.build) }
        let bench = try? JSONDecoder().decode(
            BenchReport.self,
            from: Data(contentsOf: URL(fileURLWithPath: root + "/" + BenchReport.savedPath)))
        return ComparisonFigures(
            claims: inputs, book: try MarginBook.load(root: root), mutantsProblems: mutantsProblems,
            bench: bench, flows: flows, flowsStaleness: Flows.staleness(of: flows, root: root),
            uikit: uikit, site: SiteSources.read(screens: screenSources, root: root))
    }

    /// Each pattern's screens, each measured on its own.
    static func screens(graph: TypeGraph, root: String) -> PerPattern<[String: ScreenFigures]> {
        let patterns = PatternDescriptor.all
        let names = ScreenFigures.screens(in: graph, modules: patterns.map(\.module))
        return PerPattern(patterns) { pattern in
            Dictionary(
                uniqueKeysWithValues: names.map {
                    (
                        $0,
                        ScreenFigures(module: pattern.module, screen: $0, graph: graph, root: root)
                    )
                })
        }
    }

    /// The debugging figures of the recorded traces, by pattern (none without traces).
    static func debugging(_ flows: Flows?) -> PerPattern<DebuggingFigures> {
        var figures = PerPattern<DebuggingFigures>()
        for figure in flows?.figures ?? [] {
            if let pattern = PatternDescriptor.module(figure.module) { figures[pattern] = figure }
        }
        return figures
    }

    /// The stored mutation results of `scope` when they were measured on these sources, or why
    /// not.
    static func storedMutants(root: String, scope: MutationScope) -> (
        MutationResults?, String?
    ) {
        let stored: MutationResults?
        do {
            stored = try MutationResults.load(root: root, scope: scope)?.located(root: root)
        } catch {
            return (nil, "\(scope.path) cannot be read: \(error)")
        }
        guard let stored else {
            return (nil, "no mutation run is stored (\(scope.path))")
        }
        let staleness = stored.staleness(root: root)
        guard staleness.isFresh else {
            return (
                nil,
                "the stored run (\(scope.path)) was measured on other sources, "
                    + staleness.reason + "; run `\(staleness.command(scope))`"
            )
        }
        return (stored, nil)
    }
}

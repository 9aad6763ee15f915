import Builds
import ChangeCosts
import Claims
import Coupling
import Document
import Foundation
import PatternCatalog
import Performance
import Testability
import Traces
import UIKitAudit

/// Measures everything Comparison.md shows, before it is rendered (`ComparisonDocument`).
@MainActor
enum ComparisonMeasurement {
    /// What the document shows, from the index and the testability records of `build` (built and run
    /// first when missing or stale, unless that is refused).
    static func measure(build: BuildInUse) async throws -> ComparisonDocument.Inputs {
        let root = build.root
        let testModules = Set(ArchitectureRules.patternModules.map { $0 + "Tests" })
        let index = try build.readIndex(functionModules: testModules)
        try build.ensureRecords(required: true)
        let coupling = CouplingReport(graph: index.graph, root: root)
        let testability = try TestabilityReport(
            functions: index.functions, root: root, records: build.build.testabilityFolder)
        let patterns = PatternDescriptor.all
        let screenNames = ScreenFigures.screens(in: index.graph, modules: patterns.map(\.module))
        let screens = patterns.flatMap { pattern in
            screenNames.map {
                ScreenFigures(module: pattern.module, screen: $0, graph: index.graph, root: root)
            }
        }
        let flows = try? Flows.read(root: root)
        let changes = ChangeCosts(
            root: root, patterns: patterns, toolchain: try? ChangeRun.toolchainVersion())
        let inputs = ClaimInputs(
            patterns: patterns, coupling: coupling, testability: testability, screens: screens,
            timing: await SessionFigures.updateTiming(),
            teardown: await SessionFigures.teardown(root: root),
            debugging: flows?.figures ?? [], changes: changes)
        let uikit = Result { try UIKitConformance.measure(root: root, build: build.build) }
        let bench = try? JSONDecoder().decode(
            BenchReport.self,
            from: Data(contentsOf: URL(fileURLWithPath: root + "/" + BenchReport.savedPath)))
        return ComparisonDocument.Inputs(
            claims: inputs, bench: bench, flows: flows,
            flowsStaleness: Flows.staleness(of: flows, root: root), uikit: uikit)
    }
}

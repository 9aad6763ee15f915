import Builds
import Coupling
import Foundation
import Harness
import PatternCatalog
import Terminal
import Testability

/// `workbench metrics [--json] [--no-build] [--scratch-path PATH] [PATTERN]`: the coupling and
/// testability reports of the build in use, built and run first when they are missing or stale.
@MainActor
enum MetricsCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
        let json = reader.flag("--json")
        let options = try BuildInUse.Options.read(&reader)
        let patternName = reader.positional()
        try reader.finish()
        var modules = ArchitectureRules.patternModules
        if let patternName {
            modules = [try PatternDescriptor.parse(patternName).module]
        }
        let root = try packageRoot()
        let build = try BuildInUse.resolve(options, root: root)
        let testModules = Set(modules.map { $0 + "Tests" })
        let result = try build.readIndex(functionModules: testModules)
        // Without usable records the view counts say "not measured" and why, in place: the
        // report is never silently smaller, and never shows a stale run's counts.
        let recordsProblem = try build.ensureRecords(required: false)
        let coupling = CouplingReport(graph: result.graph, root: root, patterns: modules)
        let testability = try TestabilityReport(
            functions: result.functions, root: root,
            records: recordsProblem == nil ? build.build.testabilityFolder : nil,
            notMeasuredBecause: recordsProblem, patterns: modules)
        if json {
            Console.write(
                try Report(
                    patterns: coupling.patterns, packageRules: coupling.packageRules,
                    testability: testability
                )
                .reportJSON())
        } else {
            Console.write(coupling.markdown() + "\n## Testability\n\n" + testability.markdown())
        }
        Console.error(
            String(
                format: "analysed %d types and %d dependencies from %d index records in %.3f s",
                result.graph.types.count, result.graph.dependencies.count, result.recordsRead,
                result.seconds) + " (build: \(build.build.productsFolder))",
            prefix: "")
        return coupling.violations.isEmpty ? 0 : 1
    }

    /// `metrics --json`: the coupling report's keys and a `testability` key, always.
    struct Report: Encodable {
        var patterns: [CouplingReport.PatternReport]
        var packageRules: [CouplingReport.RuleResult]
        var testability: TestabilityReport
    }
}

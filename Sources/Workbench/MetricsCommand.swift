import Analysis
import Foundation
import Harness

/// `workbench metrics [--json] [PATTERN]`: the coupling report of the current package build.
enum MetricsCommand {
    static func run(_ arguments: [String]) throws -> Int32 {
        var reader = ArgumentReader(arguments)
        let json = reader.flag("--json")
        let patternName = reader.positional()
        try reader.finish()
        var modules = ArchitectureRules.patternModules
        if let patternName {
            guard let pattern = Pattern(rawValue: patternName) else {
                throw UsageError(
                    "unknown pattern '\(patternName)'; use mvc, mvc-variant, mvp or mvvm")
            }
            modules = [pattern.module]
        }
        let root = try packageRoot()
        let result = try IndexReader(root: root).read()
        let report = CouplingReport(graph: result.graph, root: root, patterns: modules)
        Console.write(json ? try report.json() : report.markdown())
        Console.error(
            String(
                format: "analysed %d types and %d dependencies from %d index records in %.3f s",
                result.graph.types.count, result.graph.dependencies.count, result.recordsRead,
                result.seconds),
            prefix: "")
        return report.violations.isEmpty ? 0 : 1
    }
}

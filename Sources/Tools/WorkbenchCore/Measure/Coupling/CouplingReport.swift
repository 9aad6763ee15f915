import Foundation
import PatternCatalog

/// Everything the coupling analysis measured: per pattern its roles, metrics and rule results,
/// and the package-wide rules. Deterministic: the same code gives the same report, byte for byte
/// (timings are reported separately, by whoever ran the analysis).
package struct CouplingReport: Sendable, Codable {
    package struct RuleResult: Sendable, Codable {
        package var rule: String
        package var why: String
        package var violations: [String]
        package var passed: Bool { violations.isEmpty }
    }

    package struct PatternReport: Sendable, Codable {
        package var module: String
        /// Each of the pattern's own types with its declared role.
        package var types: [String: ArchitectureRole]
        /// Where each of the pattern's own types is defined.
        package var files: [String: String]
        /// The pattern's own types that are protocols.
        package var protocols: [String]
        /// Types with no role or more than one.
        package var unclassified: [String]
        package var metrics: PatternMetrics
        package var rules: [RuleResult]
    }

    package var patterns: [PatternReport]
    package var packageRules: [RuleResult]

    /// Measures every pattern module of `graph` and checks every rule.
    package init(
        graph: TypeGraph, root: String,
        patterns modules: [String] = ArchitectureRules.patternModules
    ) {
        patterns = modules.map { module in
            let pattern = PatternGraph(module: module, graph: graph)
            return PatternReport(
                module: module,
                types: Dictionary(
                    uniqueKeysWithValues: pattern.ownTypes.compactMap { type in
                        pattern.role(of: type.name).map { (type.name, $0) }
                    }),
                files: Dictionary(
                    uniqueKeysWithValues: pattern.ownTypes.map { ($0.name, $0.location.file) }),
                protocols: pattern.ownTypes.filter(\.isProtocol).map(\.name).sorted(),
                unclassified: pattern.unclassified.map {
                    "\($0.type.name) declares \($0.declared.isEmpty ? "no role" : $0.declared.joined(separator: " and "))"
                },
                metrics: PatternMetrics(pattern, root: root),
                rules: ArchitectureRules.rules(forPattern: module).map { rule in
                    Self.result(
                        rule,
                        rule.violations(
                            in: graph, dependencies: pattern.dependencies,
                            writes: pattern.writes, role: pattern.role(of:)))
                })
        }
        packageRules = ArchitectureRules.package.map { rule in
            Self.result(
                rule,
                rule.violations(
                    in: graph, dependencies: graph.dependencies,
                    role: { graph.types[$0].flatMap { SharedCore.role(ofModule: $0.module) } }))
        }
    }

    static func result(_ rule: Rule, _ violations: [Violation]) -> RuleResult {
        RuleResult(rule: rule.name, why: rule.why, violations: violations.map(\.description))
    }

    /// Every broken rule, one violation per entry.
    package var violations: [String] {
        (patterns.flatMap { $0.rules } + packageRules).flatMap(\.violations)
    }

    /// The report as JSON, keys sorted.
    package func json() throws -> String {
        try reportJSON()
    }
}

import Foundation
import PatternCatalog

/// Everything the coupling analysis measured: per pattern its roles, metrics and rule results,
/// and the package-wide rules. Deterministic: the same code gives the same report, byte for byte
/// (timings are reported separately, by whoever ran the analysis).
public struct CouplingReport: Sendable, Codable {
    public struct RuleResult: Sendable, Codable {
        public var rule: String
        public var why: String
        public var violations: [String]
        public var passed: Bool { violations.isEmpty }
    }

    public struct PatternReport: Sendable, Codable {
        public var module: String
        /// Each of the pattern's own types with its declared role.
        public var types: [String: ArchitectureRole]
        /// Where each of the pattern's own types is defined.
        public var files: [String: String]
        /// The pattern's own types that are protocols.
        public var protocols: [String]
        /// Types with no role or more than one.
        public var unclassified: [String]
        public var metrics: PatternMetrics
        public var rules: [RuleResult]
    }

    public var patterns: [PatternReport]
    public var packageRules: [RuleResult]

    /// Measures every pattern module of `graph` and checks every rule.
    public init(
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
                            in: graph, dependencies: pattern.dependencies, role: pattern.role(of:)))
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
    public var violations: [String] {
        (patterns.flatMap { $0.rules } + packageRules).flatMap(\.violations)
    }

    /// The report as JSON, keys sorted.
    public func json() throws -> String {
        try reportJSON()
    }
}

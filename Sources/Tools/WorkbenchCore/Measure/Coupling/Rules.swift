import PatternCatalog

extension Rule.Selector {
    /// Whether the selector picks `type`, whose role is `role`.
    package func matches(_ type: TypeNode, role: ArchitectureRole?) -> Bool {
        switch self {
        case .any: return true
        case .role(let wanted): return role == wanted
        case .roles(let wanted): return role.map(wanted.contains) ?? false
        case .modules(let modules): return modules.contains(type.module)
        case .types(let names): return names.contains(type.name)
        }
    }
}

/// A broken rule: the offending dependency (or path) and where it is in the code.
package struct Violation: Sendable, CustomStringConvertible {
    package let rule: Rule
    /// The types along the offending path; two for a direct dependency.
    package let path: [String]
    /// Where the first step of the path is in the code.
    package let evidence: [Location]

    package var description: String {
        var text = "rule '\(rule.name)' is broken: \(path.joined(separator: " → "))"
        if let first = evidence.first { text += " at \(first)" }
        return text + "\n  why the rule exists: \(rule.why)"
    }
}

extension Rule {
    /// Checks the rule against `types` (with roles from `role`) and `dependencies`, and a rule
    /// on writes against `writes` (a pattern's own: `PatternGraph.writes`).
    package func violations(
        in graph: TypeGraph, dependencies: [Dependency], writes: [Dependency] = [],
        role: (String) -> ArchitectureRole?
    ) -> [Violation] {
        func selected(_ name: String, by selector: Rule.Selector) -> Bool {
            guard let type = graph.types[name] else { return false }
            return selector.matches(type, role: role(name))
        }
        let sources = dependencies.filter { selected($0.from, by: from) }
        switch check {
        case .mustNotDependOn(let target):
            return sources.filter { selected($0.to, by: target) }.map {
                Violation(rule: self, path: [$0.from, $0.to], evidence: $0.evidence)
            }
        case .onlyThroughProtocols(let target):
            return sources.filter {
                selected($0.to, by: target) && graph.types[$0.to]?.isProtocol == false
            }
            .map { Violation(rule: self, path: [$0.from, $0.to], evidence: $0.evidence) }
        case .mustDependOn(let target):
            if sources.contains(where: { selected($0.to, by: target) }) { return [] }
            return [Violation(rule: self, path: ["\(from)", "\(target)"], evidence: [])]
        case .mustNotReach(let target):
            return Set(sources.map(\.from)).sorted().compactMap { start in
                shortestPath(from: start, in: dependencies) { selected($0, by: target) }
            }
        case .noCyclesAcrossRoles:
            let names = Set(sources.map(\.from))
            return Cycles.stronglyConnected(
                nodes: names, edges: dependencies.filter { names.contains($0.to) }
            )
            .filter { Set($0.map { role($0).map(\.rawValue) ?? "none" }).count > 1 }
            .map { cycle in
                let evidence = dependencies.first { $0.from == cycle[0] && cycle.contains($0.to) }
                return Violation(
                    rule: self, path: cycle + [cycle[0]], evidence: evidence?.evidence ?? [])
            }
        case .writtenOnlyFromWithin:
            return writes.filter { $0.from != $0.to && selected($0.to, by: from) }.map {
                Violation(rule: self, path: [$0.from, $0.to], evidence: $0.evidence)
            }
        }
    }

    /// A shortest path from `start` along `dependencies` to a type `isTarget` picks, as a
    /// violation of this rule; nil when none is reached. Breadth first, so the path reported is
    /// a shortest one.
    private func shortestPath(
        from start: String, in dependencies: [Dependency], to isTarget: (String) -> Bool
    ) -> Violation? {
        let outgoing = Dictionary(grouping: dependencies, by: \.from)
        var previous: [String: Dependency] = [:]
        var queue = [start]
        var visited: Set = [start]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            for edge in outgoing[current] ?? [] where visited.insert(edge.to).inserted {
                previous[edge.to] = edge
                if isTarget(edge.to) {
                    var path = [edge.to]
                    var step = edge
                    while true {
                        path.insert(step.from, at: 0)
                        guard let before = previous[step.from] else { break }
                        step = before
                    }
                    return Violation(rule: self, path: path, evidence: step.evidence)
                }
                queue.append(edge.to)
            }
        }
        return nil
    }
}

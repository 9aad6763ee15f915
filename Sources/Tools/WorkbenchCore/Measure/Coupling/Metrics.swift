import Foundation
import PatternCatalog

/// The coupling figures of one pattern, per role, measured from its `PatternGraph`.
package struct PatternMetrics: Sendable, Codable {
    package struct RoleCell: Sendable, Codable, Hashable {
        package var from: ArchitectureRole
        package var to: ArchitectureRole
        /// Distinct type-to-type dependencies.
        package var dependencies: Int
        /// References counted in the code (conformance and inheritance count once).
        package var references: Int
    }

    package struct RoleFigures: Sendable, Codable {
        package var role: ArchitectureRole
        package var types: [String]
        package var protocols: Int
        /// Efferent coupling: distinct types outside the role that the role's types use.
        package var ce: Int
        /// Afferent coupling: distinct types outside the role that use the role's types.
        package var ca: Int
        /// I = Ce / (Ca + Ce), 0 when both are 0.
        package var instability: Double
        /// A = protocols / types.
        package var abstractness: Double
        /// D = |A + I − 1|: distance from the main sequence.
        package var distance: Double
        /// Outside types used that are concrete (cannot be replaced by a test double).
        package var concreteDependencies: [String]
        /// Outside types used that are protocols (a test can stand in for them).
        package var protocolDependencies: [String]
        /// Files holding the role's types (pattern roles only).
        package var files: [String]
        /// Lines, functions and complexity of those files (pattern roles only).
        package var source: SourceMeasures
    }

    package struct Ripple: Sendable, Codable {
        /// The pattern's types that depend on a model type, directly or through other types.
        package var types: [String]
        package var of: Int
        package var share: Double
    }

    package var module: String
    package var matrix: [RoleCell]
    package var roles: [RoleFigures]
    /// Type-level cycles among the pattern's types (members sorted, list sorted).
    package var typeCycles: [[String]]
    /// Role-level cycles: roles that depend on each other, in either direction.
    package var roleCycles: [[String]]
    /// MacCormack–Baldwin propagation cost: the share of (type, type) pairs where a change to
    /// the second can reach the first, counting each type itself.
    package var propagationCost: Double
    /// Who is affected when a model type changes.
    package var modelRipple: Ripple
    /// Caveats a reader should know, e.g. when a figure rests on very few types.
    package var notes: [String]
}

extension PatternMetrics {
    /// Measures `pattern`; `root` is the package folder, for the source measures.
    package init(_ pattern: PatternGraph, root: String) {
        module = pattern.module
        matrix = Self.matrix(pattern.roleDependencies)
        roles = pattern.rolesPresent.map { Self.figures(of: $0, in: pattern, root: root) }
        let own = Set(pattern.ownTypes.map(\.name))
        typeCycles = Cycles.stronglyConnected(nodes: own, edges: pattern.dependencies)
        let roleEdges = matrix.filter { $0.from != $0.to }.map {
            Dependency(
                from: $0.from.rawValue, to: $0.to.rawValue, kinds: [.reference], count: 1,
                evidence: [])
        }
        roleCycles = Cycles.stronglyConnected(
            nodes: Set(pattern.rolesPresent.map(\.rawValue)), edges: roleEdges)
        let reaches = Self.reaches(own, pattern.dependencies)
        let visible = reaches.values.reduce(0) { $0 + $1.intersection(own).count }
        propagationCost = own.isEmpty ? 0 : Double(visible) / Double(own.count * own.count)
        let graph = pattern.graph
        let rippled = own.filter { name in
            reaches[name, default: []].contains { graph.types[$0]?.module == SharedCore.model }
        }
        modelRipple = Ripple(
            types: rippled.sorted(), of: own.count,
            share: own.isEmpty ? 0 : Double(rippled.count) / Double(own.count))
        notes = Self.notes(roles, ownTypes: own.count)
    }

    /// The role × role matrix: dependencies and references from each role to each other.
    static func matrix(
        _ edges: [(from: ArchitectureRole, to: ArchitectureRole, dependency: Dependency)]
    ) -> [RoleCell] {
        var cells: [String: RoleCell] = [:]
        for (from, to, dependency) in edges {
            let key = "\(from.rawValue)→\(to.rawValue)"
            var cell = cells[key] ?? RoleCell(from: from, to: to, dependencies: 0, references: 0)
            cell.dependencies += 1
            cell.references += dependency.count
            cells[key] = cell
        }
        return cells.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }

    /// One role's figures: its types, Ce, Ca, I, A, D, what it depends on, its code.
    static func figures(of role: ArchitectureRole, in pattern: PatternGraph, root: String)
        -> RoleFigures
    {
        let graph = pattern.graph
        let edges = pattern.roleDependencies
        let members = pattern.roles.filter { $0.value == role }.map(\.key).sorted()
        let memberSet = Set(members)
        let outgoing = Set(
            edges.filter { memberSet.contains($0.dependency.from) && $0.to != role }.map(
                \.dependency.to))
        let incoming = Set(
            edges.filter { memberSet.contains($0.dependency.to) && $0.from != role }.map(
                \.dependency.from))
        let ce = outgoing.count
        let ca = incoming.count
        let instability = ce + ca == 0 ? 0 : Double(ce) / Double(ce + ca)
        let protocols = members.filter { graph.types[$0]?.isProtocol == true }.count
        let abstractness = members.isEmpty ? 0 : Double(protocols) / Double(members.count)
        let module = members.first.flatMap { graph.types[$0]?.module } ?? ""
        let files = SharedCore.role(ofModule: module) == nil ? pattern.files(of: role) : []
        return RoleFigures(
            role: role, types: members, protocols: protocols, ce: ce, ca: ca,
            instability: instability, abstractness: abstractness,
            distance: abs(abstractness + instability - 1),
            concreteDependencies: outgoing.filter { graph.types[$0]?.isProtocol == false }
                .sorted(),
            protocolDependencies: outgoing.filter { graph.types[$0]?.isProtocol == true }
                .sorted(),
            files: files.sorted(), source: SourceMeasures(files: files, root: root))
    }

    /// What each of `own` reaches along `dependencies`, itself included (the core never points
    /// back at the pattern's types).
    static func reaches(_ own: Set<String>, _ dependencies: [Dependency]) -> [String: Set<String>] {
        let successors = Dictionary(grouping: dependencies, by: \.from)
        func reach(from start: String) -> Set<String> {
            var seen: Set<String> = [start]
            var stack = [start]
            while let current = stack.popLast() {
                for edge in successors[current] ?? [] where seen.insert(edge.to).inserted {
                    stack.append(edge.to)
                }
            }
            return seen
        }
        return Dictionary(uniqueKeysWithValues: own.map { ($0, reach(from: $0)) })
    }

    /// Caveats: figures that rest on very few types.
    static func notes(_ figures: [RoleFigures], ownTypes: Int) -> [String] {
        var notes: [String] = []
        for figure in figures where !SharedCore.isCoreRole(figure.role) && figure.types.count < 3 {
            notes.append(
                "\(figure.role.rawValue): \(figure.types.count) type\(figure.types.count == 1 ? "" : "s") — "
                    + "I, A and D rest on very few types; read them as a direction, not a measurement"
            )
        }
        if ownTypes < 10 {
            notes.append(
                "propagation cost over \(ownTypes) types: one edge moves it by "
                    + String(format: "%.1f", 100.0 / Double(ownTypes * ownTypes)) + " points")
        }
        return notes
    }
}

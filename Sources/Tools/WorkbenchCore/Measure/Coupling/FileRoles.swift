import PatternCatalog

/// What the index says of the types a file defines (or, for `Type+Extension.swift`, extends):
/// the roles they declare and whether one is a table cell.
package struct FileRoles: Equatable, Sendable {
    /// Every role, in the usual order.
    package var all: [ArchitectureRole]
    /// The role of the type the file is named after, else the first.
    package var primary: ArchitectureRole
    /// Whether a view of the file is a `TableViewCell`.
    package var isCell: Bool

    package init(all: [ArchitectureRole], primary: ArchitectureRole, isCell: Bool) {
        self.all = all
        self.primary = primary
        self.isCell = isCell
    }

    /// What the index says of each pattern file: the roles of the types it defines, or for a
    /// `Type+Extension.swift` file, of the type it extends; `modules` are the patterns'.
    package static func byFile(
        graph: TypeGraph, modules: [String] = ArchitectureRules.patternModules
    ) -> [String: FileRoles] {
        var byFile: [String: [(type: String, role: ArchitectureRole, isCell: Bool)]] = [:]
        var byType: [String: (role: ArchitectureRole, isCell: Bool)] = [:]
        for module in modules {
            let pattern = PatternGraph(module: module, graph: graph)
            for type in pattern.ownTypes {
                guard let role = pattern.role(of: type.name) else { continue }
                let isCell = graph.dependencies(from: type.name).contains {
                    $0.kinds.contains(.inheritance) && $0.to == "TextUI.TableViewCell"
                }
                byFile[type.location.file, default: []].append((type.shortName, role, isCell))
                byType[type.name] = (role, isCell)
            }
        }
        var roles: [String: FileRoles] = [:]
        for (file, types) in byFile {
            let stem = (file.split(separator: "/").last ?? "").prefix { $0 != "." && $0 != "+" }
            guard
                let primary = types.first(where: { $0.type == stem })?.role
                    ?? types.map(\.role).min()
            else { continue }
            roles[file] = FileRoles(
                all: Set(types.map(\.role)).sorted(), primary: primary,
                isCell: types.contains { $0.isCell && $0.role == .view })
        }
        // `Type+Extension.swift` defines no type: it plays the role of the type it extends, found
        // in the same module.
        for file in Set(graph.dependencies.flatMap { $0.evidence.map(\.file) })
        where roles[file] == nil && file.contains("+") {
            guard let (module, rest) = SourceLayout.module(ofFile: file),
                let name = rest.split(separator: "/").last
            else { continue }
            let type = "\(module).\(name.prefix { $0 != "+" })"
            if let found = byType[type] {
                roles[file] = FileRoles(
                    all: [found.role], primary: found.role, isCell: found.isCell)
            }
        }
        return roles
    }
}

import PatternCatalog

/// One pattern's part of the type graph: the types of its module, each with its declared role,
/// plus the model and toolkit types they use.
package struct PatternGraph: Sendable {
    package let module: String
    /// Every type of the pattern module and every core type it uses, with its role.
    package let roles: [String: ArchitectureRole]
    /// The pattern module's own types, sorted by name.
    package let ownTypes: [TypeNode]
    /// Dependencies that start in the pattern module.
    package let dependencies: [Dependency]
    /// Writes the pattern module's code makes (`TypeGraph.writes`): its tests' and the shared
    /// runtimes' are not the pattern's.
    package let writes: [Dependency]
    /// Types of the pattern module whose roles are missing or ambiguous.
    package let unclassified: [(type: TypeNode, declared: [String])]
    package let graph: TypeGraph

    package init(module: String, graph: TypeGraph) {
        self.module = module
        self.graph = graph
        ownTypes = graph.types(inModule: module)
        dependencies = graph.dependencies.filter { graph.types[$0.from]?.module == module }
        writes = graph.writes.filter { graph.types[$0.from]?.module == module }
        var roles: [String: ArchitectureRole] = [:]
        var unclassified: [(TypeNode, [String])] = []
        for type in ownTypes {
            let declared = type.declaredRoles.compactMap(ArchitectureRole.init(declared:))
            if declared.count == 1 {
                roles[type.name] = declared[0]
            } else {
                unclassified.append((type, type.declaredRoles))
            }
        }
        for dependency in dependencies {
            if let target = graph.types[dependency.to],
                let role = SharedCore.role(ofModule: target.module)
            {
                roles[target.name] = role
            }
        }
        self.roles = roles
        self.unclassified = unclassified
    }

    /// The role of a type of this pattern's graph.
    package func role(of name: String) -> ArchitectureRole? { roles[name] }

    /// The roles that occur in the graph, in the usual order.
    package var rolesPresent: [ArchitectureRole] { Set(roles.values).sorted() }

    /// The pattern's folder, `Sources/Patterns/<module>/`: the one place its code is. A file
    /// elsewhere that extends one of its types (a test extending a controller) is never the
    /// pattern's code.
    package var folder: String { Self.folder(of: module) }

    /// The folder of the pattern `module`.
    package static func folder(of module: String) -> String {
        "\(SourceLayout.patterns)/\(module)/"
    }

    /// The pattern's files under `folder` (a screen's folder; the pattern's own by default):
    /// every file in the pattern's folder that defines or extends one of its types.
    package func files(under folder: String? = nil) -> Set<String> {
        let inside = folder ?? self.folder
        return Set(
            ownTypes.flatMap(\.files).filter { $0.hasPrefix(self.folder) && $0.hasPrefix(inside) })
    }

    /// The files that hold the code of the pattern's own types of `role` under `folder` (the
    /// pattern's own by default): where the types are defined and where they are extended,
    /// inside the pattern's folder only.
    package func files(of role: ArchitectureRole, under folder: String? = nil) -> Set<String> {
        let inside = folder ?? self.folder
        return Set(
            ownTypes.filter { roles[$0.name] == role }.flatMap(\.files)
                .filter { $0.hasPrefix(self.folder) && $0.hasPrefix(inside) })
    }

    /// Dependencies between types with roles, as (from role, to role, dependency).
    package var roleDependencies:
        [(from: ArchitectureRole, to: ArchitectureRole, dependency: Dependency)]
    {
        dependencies.compactMap { dependency in
            guard let from = roles[dependency.from], let to = roles[dependency.to] else {
                return nil
            }
            return (from, to, dependency)
        }
    }
}

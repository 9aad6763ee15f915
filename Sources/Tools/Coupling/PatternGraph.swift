import PatternCatalog

/// One pattern's part of the type graph: the types of its module, each with its declared role,
/// plus the model and toolkit types they use.
public struct PatternGraph: Sendable {
    public let module: String
    /// Every type of the pattern module and every core type it uses, with its role.
    public let roles: [String: ArchitectureRole]
    /// The pattern module's own types, sorted by name.
    public let ownTypes: [TypeNode]
    /// Dependencies that start in the pattern module.
    public let dependencies: [Dependency]
    /// Types of the pattern module whose roles are missing or ambiguous.
    public let unclassified: [(type: TypeNode, declared: [String])]
    public let graph: TypeGraph

    public init(module: String, graph: TypeGraph) {
        self.module = module
        self.graph = graph
        ownTypes = graph.types(inModule: module)
        dependencies = graph.dependencies.filter { graph.types[$0.from]?.module == module }
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
    public func role(of name: String) -> ArchitectureRole? { roles[name] }

    /// The roles that occur in the graph, in the usual order.
    public var rolesPresent: [ArchitectureRole] { Set(roles.values).sorted() }

    /// The files that hold the code of the pattern's own types of `role` under `folder`: where
    /// the types are defined, and where they use other types (their extensions elsewhere).
    public func files(of role: ArchitectureRole, under folder: String = "") -> Set<String> {
        var files: Set<String> = []
        for type in ownTypes where roles[type.name] == role && type.location.file.hasPrefix(folder)
        {
            files.insert(type.location.file)
            for dependency in dependencies where dependency.from == type.name {
                files.formUnion(dependency.evidence.map(\.file).filter { $0.hasPrefix(folder) })
            }
        }
        return files
    }

    /// Dependencies between types with roles, as (from role, to role, dependency).
    public var roleDependencies:
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

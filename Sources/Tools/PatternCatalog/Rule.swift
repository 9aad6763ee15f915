/// Architecture rules as data: what may depend on what, checked against the measured graph.
///
/// The vocabulary is small on purpose: a rule says which types it is about (`Selector`), what
/// they must not do, and why. A violation names the edge and where in the code it is.
public struct Rule: Sendable {
    public enum Check: Sendable {
        /// No type of `from` refers to a type of `to`.
        case mustNotDependOn(Selector)
        /// No type of `from` reaches a type of `to`, directly or through other types.
        case mustNotReach(Selector)
        /// Types of `from` may refer to types of `to` only when those are protocols.
        case onlyThroughProtocols(Selector)
        /// Some type of `from` refers to a type of `to`: the dependency is the lesson.
        case mustDependOn(Selector)
        /// No dependency cycle runs through types of different roles.
        case noCyclesAcrossRoles
        /// No code outside a type of `from` writes a property of it, or of a type nested in it:
        /// its state changes in its own code alone (TEA's reducer, whose `State` is nested in
        /// it). Read from the index's writes (an assignment, a compound assignment, a mutating
        /// call or an `inout` pass on the property), made by the pattern's own code: tests and
        /// shared runtimes are not the pattern's.
        case writtenOnlyFromWithin
    }

    public let name: String
    public let why: String
    public let from: Selector
    public let check: Check

    public init(_ name: String, why: String, from: Selector = .any, _ check: Check) {
        self.name = name
        self.why = why
        self.from = from
        self.check = check
    }
}

extension Rule {
    /// Which types a rule is about.
    public enum Selector: Sendable, CustomStringConvertible {
        case any
        case role(ArchitectureRole)
        case roles([ArchitectureRole])
        case modules(Set<String>)
        /// Types by qualified name (`Module.Type`).
        case types(Set<String>)

        public var description: String {
            switch self {
            case .any: return "any type"
            case .role(let role): return "\(role)"
            case .roles(let roles): return roles.map(\.rawValue).joined(separator: " or ")
            case .modules(let modules): return modules.sorted().joined(separator: ", ")
            case .types(let names): return names.sorted().joined(separator: " or ")
            }
        }
    }
}

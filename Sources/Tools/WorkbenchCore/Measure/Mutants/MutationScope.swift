import PatternCatalog

/// Which of a pattern's code a mutation run plants its mutants in. The logic role alone measures
/// suites over different code: MVC's controller holds its views' binding, a view model does not,
/// and a view controller that binds a view model is no one's logic role. All of a pattern's own
/// code is the other reasonable choice; the workbench measures both and says which a verdict
/// rests on.
package enum MutationScope: String, Codable, Sendable, CaseIterable {
    /// The role that holds the presentation logic: the controller in MVC and its variant, the
    /// presenter in MVP, the view model in every MVVM; in VIPER the presenter and the
    /// interactor, which holds the use case (loading, the newest load deciding, the search's
    /// debounce) that MVP's presenter holds with its presentation logic.
    case logicRole = "logic"
    /// Every file of the pattern's own types with a role: views, view controllers, cells and the
    /// composition root as well as the logic role.
    case ownCode = "all"

    /// Where the run's results are stored, relative to the package root.
    package var path: String {
        switch self {
        case .logicRole: "Mutants/results.json"
        case .ownCode: "Mutants/all-code.json"
        }
    }

    /// The code the mutants sit in, for people: "each pattern's logic role".
    package var description: String {
        switch self {
        case .logicRole: "each pattern's logic role"
        case .ownCode: "all of each pattern's own code"
        }
    }

    /// The roles whose files get mutants in `pattern`: with the logic role, the interactor,
    /// which only VIPER has (no other pattern has a file of that role, so this adds no mutant
    /// to theirs).
    package func roles(of pattern: PatternDescriptor) -> [ArchitectureRole] {
        switch self {
        case .logicRole: [pattern.logicRole, .interactor]
        case .ownCode: ArchitectureRole.allCases.filter { $0 != .toolkit && $0 != .model }
        }
    }

    /// The command that measures this scope.
    package var command: String {
        switch self {
        case .logicRole: "swift run workbench mutants"
        case .ownCode: "swift run workbench mutants --scope all"
        }
    }
}

/// The role of a type in a pattern's architecture.
public enum ArchitectureRole: String, Sendable, Codable, CodingKeyRepresentable, CaseIterable,
    Comparable
{
    case model
    case view
    case controller
    case presenter
    case interactor
    case viewModel = "view model"
    case coordinator
    case router
    case reducer
    case assembly
    /// The shared toolkit's widgets and view controllers (`TextUI`).
    case toolkit

    /// The role a declared `Role.*` protocol names.
    public init?(declared name: String) {
        switch name {
        case "View": self = .view
        case "Controller": self = .controller
        case "Presenter": self = .presenter
        case "Interactor": self = .interactor
        case "ViewModel": self = .viewModel
        case "Coordinator": self = .coordinator
        case "Router": self = .router
        case "Reducer": self = .reducer
        case "Assembly": self = .assembly
        default: return nil
        }
    }

    public static func < (a: Self, b: Self) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

/// The modules whose types have a role by where they live rather than by declaration.
public enum SharedCore {
    public static let model = "Model"
    public static let toolkit = "TextUI"
    public static let modules: Set<String> = [model, toolkit]

    /// Whether `role` belongs to the shared core rather than to a pattern.
    public static func isCoreRole(_ role: ArchitectureRole) -> Bool {
        role == .model || role == .toolkit
    }

    /// The role of a type of the shared core; nil for any other module.
    public static func role(ofModule module: String) -> ArchitectureRole? {
        switch module {
        case model: .model
        case toolkit: .toolkit
        default: nil
        }
    }
}

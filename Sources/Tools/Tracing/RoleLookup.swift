import Roles

/// The role a pattern type declares (`Role.Presenter`, …), asked of the Swift runtime: the type
/// is looked up by name and tested for conformance, so the role is the declared one.
@MainActor
final class RoleLookup {
    private var roles: [String: String] = [:]

    /// The role of `type` in `module` (the outermost type of a nested one), or "no declared
    /// role" when it declares none.
    func role(module: String, type: String) -> String {
        let key = "\(module).\(type)"
        if let role = roles[key] { return role }
        let role = Self.declaredRole(of: Self.type(named: type, in: module))
        roles[key] = role
        return role
    }

    /// The type `name` of `module`: by its plain name, which the runtime resolves for a class,
    /// else by its mangled name as a struct, an enum or a class (a reducer is a struct).
    static func type(named name: String, in module: String) -> Any.Type? {
        if let found = _typeByName("\(module).\(name)") { return found }
        let mangled = "\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
        return ["V", "O", "C"].lazy.compactMap { _typeByName(mangled + $0) }.first
    }

    /// A type also conforms to the role of every delegate protocol it adopts: a controller
    /// adopts its view's delegate (a view role, in the variant), a cell its row view model's
    /// delegate (a view model role, seed 002). The adopter's own role is the one that counts, so
    /// the roles that adopt are asked first: controller and presenter, then view, then view model.
    static func declaredRole(of type: Any.Type?) -> String {
        switch type {
        case is any Role.Controller.Type: "controller"
        case is any Role.Presenter.Type: "presenter"
        case is any Role.Interactor.Type: "interactor"
        case is any Role.View.Type: "view"
        case is any Role.ViewModel.Type: "view model"
        case is any Role.Coordinator.Type: "coordinator"
        case is any Role.Router.Type: "router"
        case is any Role.Reducer.Type: "reducer"
        case is any Role.Assembly.Type: "assembly"
        default: "no declared role"
        }
    }
}

import Analysis
import Harness

extension Pattern {
    /// Every pattern as the change requests name it (`ChangeRequests/<request>/<name>.patch`).
    static var changePatterns: [ChangePattern] {
        allCases.map {
            ChangePattern(name: $0.rawValue, module: $0.module, displayName: $0.displayName)
        }
    }
}

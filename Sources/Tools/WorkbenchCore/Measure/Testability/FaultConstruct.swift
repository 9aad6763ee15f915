import Foundation
import PatternCatalog

/// What a fault of Faults/ breaks: the presentation logic, or the binding and view code. Read
/// from where its MVVM (Observation) patch lands: MVVM's rules keep the presentation logic in
/// the view model and the binding in the view, so a fault planted in a file that holds a type of
/// the view role there breaks binding and view code, and any other breaks the logic. In MVC the
/// same fault sits in the controller, which holds both (Faults/*/README.md says where).
package enum FaultConstruct: String, Sendable, Codable, CaseIterable {
    case logic = "presentation logic"
    case bindingAndView = "binding and view"

    /// Each fault's construct, by the fault's name, from its `mvvm.patch` under `root` and the
    /// roles of `coupling`.
    package static func constructs(faults: [String], root: String, coupling: CouplingReport)
        -> [String: FaultConstruct]
    {
        let mvvm = PatternDescriptor.mvvm
        let report = coupling.patterns.first { $0.module == mvvm.module }
        let viewFiles = Set(
            (report?.types ?? [:]).filter { $0.value == .view }.compactMap { report?.files[$0.key] }
        )
        var found: [String: FaultConstruct] = [:]
        for fault in faults {
            let patch =
                (try? String(contentsOfFile: "\(root)/Faults/\(fault)/mvvm.patch", encoding: .utf8))
                ?? ""
            let files = patch.components(separatedBy: "\n").filter { $0.hasPrefix("+++ b/") }
                .map { String($0.dropFirst("+++ b/".count)) }
            found[fault] = files.contains(where: viewFiles.contains) ? .bindingAndView : .logic
        }
        return found
    }
}

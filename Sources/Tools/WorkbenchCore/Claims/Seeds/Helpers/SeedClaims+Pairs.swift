import Foundation
import PatternCatalog

/// Views and the view controllers that use them, for "Views and view controllers come in pairs".
extension SeedClaims {
    /// `pattern`'s own views and cells (classes with the view role that are no view
    /// controllers), and how many of them exactly one view controller uses.
    static func pairs(of pattern: PatternDescriptor, in graph: TypeGraph) -> (Int, Int) {
        let own = graph.types(inModule: pattern.module)
        let parents = Dictionary(
            graph.dependencies.filter { $0.kinds.contains(.inheritance) }.map { ($0.from, $0.to) }
        ) { first, _ in first }
        func isController(_ name: String) -> Bool {
            var current: String? = name
            for _ in 0..<16 {
                guard let type = current else { return false }
                if type.hasSuffix("ViewController") && type.hasPrefix(SharedCore.toolkit + ".") {
                    return true
                }
                current = parents[type]
            }
            return false
        }
        let controllers = Set(own.map(\.name).filter(isController))
        let views = own.filter {
            $0.kind == .class && $0.declaredRoles.contains("View") && !controllers.contains($0.name)
        }
        let paired = views.filter { view in
            Set(
                graph.dependencies.filter { $0.to == view.name && controllers.contains($0.from) }
                    .map(\.from)
            ).count == 1
        }
        return (views.count, paired.count)
    }
}

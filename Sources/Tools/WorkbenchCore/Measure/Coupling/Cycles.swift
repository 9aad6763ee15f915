/// Dependency cycles, found with Tarjan's strongly-connected-components algorithm and printed
/// canonically: each cycle's members sorted, the cycles sorted, so output is deterministic.
package enum Cycles {
    /// The strongly connected components of more than one node, canonically ordered.
    package static func stronglyConnected(nodes: Set<String>, edges: [Dependency]) -> [[String]] {
        var successors: [String: [String]] = [:]
        for edge in edges where nodes.contains(edge.from) && nodes.contains(edge.to) {
            successors[edge.from, default: []].append(edge.to)
        }
        var index = 0
        var indices: [String: Int] = [:]
        var lowlinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []

        func connect(_ node: String) {
            indices[node] = index
            lowlinks[node] = index
            index += 1
            stack.append(node)
            onStack.insert(node)
            for next in successors[node, default: []].sorted() {
                if indices[next] == nil {
                    connect(next)
                    lowlinks[node] = min(
                        lowlinks[node, default: index], lowlinks[next, default: index])
                } else if onStack.contains(next), let seen = indices[next] {
                    lowlinks[node] = min(lowlinks[node, default: index], seen)
                }
            }
            if lowlinks[node] == indices[node] {
                var component: [String] = []
                while let top = stack.popLast() {
                    onStack.remove(top)
                    component.append(top)
                    if top == node { break }
                }
                if component.count > 1 { components.append(component.sorted()) }
            }
        }
        for node in nodes.sorted() where indices[node] == nil { connect(node) }
        return components.sorted { $0.lexicographicallyPrecedes($1) }
    }
}

import Terminal
import Tracing

/// docs/flows.json as a stored kind (`StoredKind`): fresh by its key, and recorded again, twice,
/// in the traced build, the same both times and the same as the committed file. Traces
/// recorded on another toolchain may hold other compiler glue: then only the two recordings
/// are compared.
@MainActor
package struct TracesKind: StoredKind {
    package let root: String
    package let build: TracedBuild
    /// What `swift --version` prints here (the traces keep its first line).
    package let toolchain: String

    package init(root: String, build: TracedBuild, toolchain: String) {
        self.root = root
        self.build = build
        self.toolchain = toolchain
    }

    package var file: String { Flows.jsonPath }
    package var entryNoun: String { "the traces of" }

    package func statuses() throws -> [StoredStatus] { [try StoredResults.traces(root: root)] }
    package func problems() throws -> [String] { [] }
    /// One entry: every behaviour in every pattern, recorded together.
    package func entries() throws -> [String] { ["every behaviour"] }

    package func command(for name: String) -> String { "scripts/trace" }

    package func remeasure(_ names: [String], step: (Int, Int) -> Void) async throws
        -> [Remeasured]
    {
        step(1, 2)
        let flows = try Flows.record(root: root, build: build)
        step(2, 2)
        let again = try Flows.record(root: root, build: build)
        // The traces keep the first line of `swift --version`: the same line is this toolchain.
        guard flows == again else {
            let differ = "two recordings of the same behaviours differ: they are not deterministic"
            return [Remeasured(file, [differ], storedOn: toolchain)]
        }
        guard let committed = try Flows.read(root: root) else { return [] }
        if committed.toolchain != flows.toolchain {
            Console.error(
                "the traces are deterministic; not compared with \(file), which was recorded with "
                    + "another toolchain (\(committed.toolchain); this is \(flows.toolchain)), "
                    + "which may compile to other glue", prefix: "note: ")
            return [Remeasured(file, [], storedOn: committed.toolchain, compared: false)]
        }
        let differences =
            committed == flows
            ? []
            : ["differs from what the traced build records now"]
                + Self.firstDifferences(committed, flows)
        return [Remeasured(file, differences, storedOn: toolchain)]
    }

    /// Where two sets of traces first differ, per behaviour and pattern.
    static func firstDifferences(_ old: Flows, _ new: Flows) -> [String] {
        var out: [String] = []
        for behaviour in new.behaviours {
            let before = old.behaviours.first { $0.name == behaviour.name }
            for flow in behaviour.patterns {
                let previous = before?.patterns.first { $0.pattern == flow.pattern }
                guard previous != flow else { continue }
                let a = previous?.commands.flatMap(\.trace) ?? []
                let b = flow.commands.flatMap(\.trace)
                let index =
                    zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(a.count, b.count)
                var line = "\(behaviour.name), \(flow.pattern), trace line \(index + 1):"
                if index < a.count { line += " was `\(a[index])`" }
                if index < b.count { line += " now `\(b[index])`" }
                out.append(line)
            }
        }
        return Array(out.prefix(6))
    }
}

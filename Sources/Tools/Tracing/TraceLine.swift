/// One line of a trace: a call a command caused, at its depth among the calls shown.
public struct TraceLine: Codable, Equatable, Sendable {
    /// What the line stands for.
    public enum Kind: String, Codable, Sendable {
        /// A method, accessor or closure.
        case call
        /// The toolkit's layout pass (`Window.layOut()`).
        case layoutPass
        /// A `Store` method that changed the store and told its observers.
        case storeChange
        /// The toolkit hearing that something a view read changed (`ObservationTracking`).
        case observation
    }

    /// Calls shown above it: 0 for what the command itself did.
    public var depth: Int
    public var kind: Kind
    public var layer: CallName.Layer
    public var module: String
    /// The type, nested types joined by dots.
    public var type: String
    /// The member: `rowSelected(at:)`, `title.setter`; for a closure, the function it is
    /// written in.
    public var member: String
    /// For a closure or local function, which one (`closure #1`).
    public var closure: String?
    /// The declared role (`presenter`, `view model`, …), `toolkit` or `model`.
    public var role: String
    /// The protocol the call went through, when it was made through one (`ShopListView`).
    public var through: String?
    /// The layout pass's number within the command, for a layout pass.
    public var pass: Int?
    /// Identical calls in a row, folded into this line.
    public var count: Int
    /// The mangled name, which the compiler's index knows the function by.
    public var linkage: String

    /// `Type.member`, or the member alone for a free function; for a closure, `closure #1 in
    /// Type.member`.
    public var qualified: String {
        let function = type.isEmpty ? member : "\(type).\(member)"
        return closure.map { "\($0) in \(function)" } ?? function
    }

    /// The line as `--trace` prints it, indented two spaces per depth.
    public var text: String {
        var text = String(repeating: "  ", count: depth) + qualified + " · " + role
        if let through { text += " · through \(through)" }
        switch kind {
        case .call: break
        case .layoutPass: text += " · layout pass \(pass ?? 0)"
        case .storeChange: text += " · store change"
        case .observation: text += " · observation callback"
        }
        if count > 1 { text += " ×\(count)" }
        return text
    }
}

extension CallTree {
    /// What a trace shows of the tree: every call of the pattern's own types, and of the model
    /// and the toolkit only their boundaries, each with its internals hidden:
    ///
    /// - what the runner did to them that reached the pattern (a touch delivered, the frame
    ///   drawn, a store change, a task resumed), not its own bookkeeping;
    /// - what the pattern's code called in them (a view property set, a store read);
    /// - layout passes and store mutations wherever they happen, and the pattern code they
    ///   called back.
    ///
    /// Compiler glue (witness and reabstraction thunks, autoclosures, outlined copies), the
    /// `@Observable` macro's members and the toolkit's and model's deinitialisers (memory
    /// management, not calls the code makes) are not shown: what they call is shown in their
    /// place, with the protocol a witness went through. With `everything` (`--trace=all`), the
    /// glue, the standard library's frames and the macro's members that pattern code reaches
    /// are shown too, each as a line of its own (`compiler`, `library`). Identical calls in a
    /// row are folded into one line with a count.
    public func lines(everything: Bool = false) -> [TraceLine] {
        var builder = LineBuilder(tree: self, everything: everything)
        var nodes: [LineBuilder.Node] = []
        for root in roots {
            builder.visit(root, context: .none, through: nil, into: &nodes)
        }
        var lines: [TraceLine] = []
        LineBuilder.flatten(LineBuilder.folded(nodes), depth: 0, into: &lines)
        return lines
    }
}

/// Walks a `CallTree` and keeps the lines a trace shows.
@MainActor
private struct LineBuilder {
    /// Who called: what decides whether a toolkit or model call is a boundary.
    enum Context {
        case none, harness, pattern, inside
    }

    /// A shown line and the lines under it.
    struct Node: Equatable {
        var line: TraceLine
        var children: [Node]
    }

    let tree: CallTree
    /// Whether what no one wrote is shown too (`--trace=all`).
    let everything: Bool
    var passes = 0

    init(tree: CallTree, everything: Bool) {
        self.tree = tree
        self.everything = everything
    }

    mutating func visit(_ index: Int, context: Context, through: String?, into nodes: inout [Node])
    {
        let call = tree.calls[index]
        let name = call.name
        let core = name.layer == .toolkit || name.layer == .model
        let unwritten =
            name.isGlue || name.layer == .other
            || (name.layer == .pattern && tree.isBindingMachinery(index))
        if everything, unwritten, !name.isResumption,
            context == .pattern || name.layer == .pattern
        {
            append(unwrittenLine(for: index), of: index, childrenIn: .pattern, into: &nodes)
            return
        }
        let transparent = unwritten || (core && (name.isClosure || name.member == "deinit"))
        if transparent {
            let passed = name.isWitness ? name.protocolName : through
            for child in call.children {
                visit(child, context: context, through: passed, into: &nodes)
            }
            return
        }
        switch name.layer {
        case .harness, .other:
            for child in call.children {
                visit(child, context: .harness, through: nil, into: &nodes)
            }
        case .pattern:
            append(
                line(for: index, kind: .call, through: through), of: index, childrenIn: .pattern,
                into: &nodes)
        case .toolkit, .model:
            visitCore(index, context: context, through: through, into: &nodes)
        }
    }

    /// A call of the toolkit or the model: a line when it is a boundary (called by the pattern,
    /// leading to pattern code, a layout pass or a store change), else only what it leads to.
    mutating func visitCore(
        _ index: Int, context: Context, through: String?, into nodes: inout [Node]
    ) {
        let name = tree.calls[index].name
        let kind: TraceLine.Kind
        if CallTree.isLayoutPass(name) {
            kind = .layoutPass
        } else if tree.isStoreMutation(index) {
            kind = .storeChange
        } else if CallTree.isObservationCallback(name) {
            kind = .observation
        } else {
            kind = .call
        }
        let boundary =
            switch context {
            case .pattern: true
            case .none, .harness: tree.leadsSomewhere(index)
            case .inside: kind == .layoutPass || kind == .storeChange
            }
        guard boundary else {
            for child in tree.calls[index].children {
                visit(child, context: .inside, through: nil, into: &nodes)
            }
            return
        }
        append(
            line(for: index, kind: kind, through: through), of: index, childrenIn: .inside,
            into: &nodes)
    }

    /// `line` for the call `index`, with the call's children visited under it in `context`.
    mutating func append(
        _ line: TraceLine, of index: Int, childrenIn context: Context, into nodes: inout [Node]
    ) {
        var node = Node(line: line, children: [])
        for child in tree.calls[index].children {
            visit(child, context: context, through: nil, into: &node.children)
        }
        nodes.append(node)
    }

    private mutating func line(
        for index: Int, kind: TraceLine.Kind, through: String?
    ) -> TraceLine {
        let call = tree.calls[index]
        var pass: Int?
        if kind == .layoutPass {
            passes += 1
            pass = passes
        }
        return TraceLine(
            depth: 0, kind: kind, layer: call.name.layer, module: call.name.module,
            type: call.name.type, member: call.name.member, closure: call.name.closure,
            role: call.role, through: through, pass: pass, count: 1, linkage: call.linkage)
    }

    /// A line for code no one wrote: compiler glue by its demangled name (`compiler`), a
    /// standard-library frame (`library`), a member the `@Observable` macro wrote (its type's
    /// role).
    private func unwrittenLine(for index: Int) -> TraceLine {
        let call = tree.calls[index]
        let name = call.name
        let glue = name.isGlue || name.layer == .other
        return TraceLine(
            depth: 0, kind: .call, layer: name.layer, module: name.module,
            type: glue ? "" : name.type, member: glue ? name.demangled : name.member,
            closure: glue ? nil : name.closure,
            role: name.isCompilerWritten
                ? "compiler" : name.layer == .other ? "library" : call.role,
            through: nil, pass: nil, count: 1, linkage: call.linkage)
    }

    /// Folds identical neighbours (the same line over the same lines) into one with a count.
    static func folded(_ nodes: [Node]) -> [Node] {
        var result: [Node] = []
        for var node in nodes {
            node.children = folded(node.children)
            if var last = result.last, last.line.kind != .layoutPass,
                last.children == node.children,
                last.line.withCount(1) == node.line.withCount(1)
            {
                last.line.count += node.line.count
                result[result.count - 1] = last
            } else {
                result.append(node)
            }
        }
        return result
    }

    static func flatten(_ nodes: [Node], depth: Int, into lines: inout [TraceLine]) {
        for node in nodes {
            var line = node.line
            line.depth = depth
            lines.append(line)
            flatten(node.children, depth: depth + 1, into: &lines)
        }
    }
}

extension TraceLine {
    fileprivate func withCount(_ count: Int) -> TraceLine {
        var line = self
        line.count = count
        return line
    }
}

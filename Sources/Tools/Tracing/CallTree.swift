/// The calls one command caused, as recorded: every entry of a function of the package, named,
/// with the call it was made under. Nothing is hidden yet; `lines()` chooses what a trace shows.
@MainActor
public struct CallTree {
    /// One recorded call.
    public struct Call: Sendable {
        public var name: CallName
        /// The mangled name, as the symbol table has it.
        public var linkage: String
        /// The declared role of its type (`presenter`), or `toolkit` / `model` for the shared
        /// core.
        public var role: String
        public var parent: Int?
        public var children: [Int] = []
    }

    public private(set) var calls: [Call] = []
    public private(set) var roots: [Int] = []
    /// Whether each call is a store mutation: a method of `Store` during which the store told
    /// its observers (`Store.notify`).
    private var mutates: [Bool] = []
    /// Whether each call leads to what a trace is about: code of the pattern, a layout pass or
    /// a store mutation runs inside it.
    private var leads: [Bool] = []

    /// Builds the tree of a recording.
    init(
        entries: [CallRecorder.Entry], names: [Int: FunctionNames.Name],
        patternModules: Set<String>, roles: RoleLookup
    ) {
        var known: [Int: Call] = [:]  // each function read once
        for (index, entry) in entries.enumerated() {
            var call: Call
            let function = entry.function ?? -1
            if let seen = known[function] {
                call = seen
            } else {
                call = Self.call(names[function], patternModules: patternModules, roles: roles)
                known[function] = call
            }
            call.parent = entry.parent
            calls.append(call)
            if let parent = entry.parent, parent < index {
                calls[parent].children.append(index)
            } else {
                calls[index].parent = nil
                roots.append(index)
            }
        }
        mutates = Array(repeating: false, count: calls.count)
        for index in calls.indices.reversed() where Self.isNotify(calls[index].name) {
            var ancestor = calls[index].parent
            while let current = ancestor {
                let name = calls[current].name
                if name.layer == .model, name.type == "Store", !name.isRead {
                    mutates[current] = true
                }
                ancestor = calls[current].parent
            }
        }
        leads = Array(repeating: false, count: calls.count)
        for index in calls.indices.reversed() {  // children come after their parents
            let name = calls[index].name
            if (name.layer == .pattern && !name.isGlue) || Self.isLayoutPass(name)
                || mutates[index]
            {
                leads[index] = true
            }
            if leads[index], let parent = calls[index].parent { leads[parent] = true }
        }
    }

    /// A call of the function `named`, not yet placed in the tree.
    private static func call(
        _ named: FunctionNames.Name?, patternModules: Set<String>, roles: RoleLookup
    ) -> Call {
        var name = CallName(
            module: named?.module, simplified: named?.simplified ?? "?",
            patternModules: patternModules)
        // A coroutine's or async function's continuation (`….resume.0`, `…TY0_`, `…TQ1_`, which
        // the simplified demangling names as the function itself): glue, the function was
        // entered already.
        if let linkage = named?.linkage, Self.isContinuation(linkage) {
            name.isGlue = true
            name.isResumption = true
        }
        let role: String
        switch name.layer {
        case .pattern: role = roles.role(module: name.module, type: name.outermostType)
        case .toolkit: role = "toolkit"
        case .model: role = "model"
        case .harness, .other: role = ""
        }
        return Call(name: name, linkage: named?.linkage ?? "?", role: role, parent: nil)
    }

    /// Whether a mangled name is a continuation of a function entered earlier: a coroutine's
    /// (`….resume.0`) or an async function's after a suspension (`…TY0_`, `…TQ0_`).
    nonisolated static func isContinuation(_ linkage: String) -> Bool {
        if linkage.contains(".resume.") { return true }
        guard linkage.hasSuffix("_") else { return false }
        let body = linkage.dropLast()
        let digits = body.reversed().prefix { $0.isNumber }
        guard !digits.isEmpty else { return false }
        let marker = body.dropLast(digits.count).suffix(2)
        return marker == "TY" || marker == "TQ"
    }

    /// Whether code of the pattern, a layout pass or a store mutation runs inside the call.
    func leadsSomewhere(_ index: Int) -> Bool { leads[index] }

    // MARK: - What the boundaries are

    /// `Store.notify(_:)`: the store telling its observers about a change.
    static func isNotify(_ name: CallName) -> Bool {
        name.layer == .model && name.type == "Store" && name.member.hasPrefix("notify(")
    }

    /// `Window.layOut()`: one layout pass of the toolkit.
    static func isLayoutPass(_ name: CallName) -> Bool {
        name.layer == .toolkit && name.type == "Window" && name.member.hasPrefix("layOut(")
    }

    /// A store mutation: a `Store` method that told the observers.
    func isStoreMutation(_ index: Int) -> Bool { mutates[index] }

    /// Whether the call is the toolkit's binding machinery: its Observation tracking and
    /// property updates, or a member the `@Observable` macro wrote.
    func isBindingMachinery(_ index: Int) -> Bool {
        let name = calls[index].name
        if name.isObservationMachinery { return true }
        if name.layer == .pattern, name.isClosure {
            // The body `withMutation` runs, reached through a forwarding thunk.
            var caller = calls[index].parent
            while let current = caller, calls[current].name.isGlue {
                caller = calls[current].parent
            }
            return caller.map { calls[$0].name.isObservationMachinery } ?? false
        }
        guard name.layer == .toolkit else { return false }
        return ["ObservationTracking", "PropertyUpdating"].contains(name.type)
            || name.member.contains("pdateProperties")
    }

    /// `ObservationTracking.changed()`: the toolkit hears that something a view read changed.
    static func isObservationCallback(_ name: CallName) -> Bool {
        name.layer == .toolkit && name.type == "ObservationTracking"
            && name.member.hasPrefix("changed(")
    }

    /// `Label.text.setter`: a label gets its text.
    static func isLabelTextWrite(_ name: CallName) -> Bool {
        name.layer == .toolkit && name.type == "Label" && name.member == "text.setter"
    }

    /// The calls from `ancestor` (exclusive) down to `index` (exclusive), outermost first; nil
    /// when `ancestor` is not above `index`.
    func path(from ancestor: Int, to index: Int) -> [Int]? {
        var path: [Int] = []
        var current = calls[index].parent
        while let call = current {
            if call == ancestor { return path.reversed() }
            path.append(call)
            current = calls[call].parent
        }
        return nil
    }
}

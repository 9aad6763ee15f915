/// How a store change reached the screen, measured on one command's recorded calls: from the
/// store mutation to the first label text written after it.
///
/// A debugger stopped where the label gets its text shows the calls on the stack. When the label
/// is written inside the mutation's own call, that stack leads back to the change; when it is
/// written in a later layout pass, it does not, and the way from the change to the label passes
/// through the observation callback that marked the view.
public struct ChangePath: Codable, Equatable, Sendable {
    /// One call on the way, and what kind of call it is.
    public struct Step: Codable, Equatable, Sendable {
        /// What kind of code a step is.
        public enum Kind: String, Codable, Sendable {
            /// A method or accessor someone wrote.
            case call
            /// A closure or local function.
            case closure
            /// Observation machinery: the `@Observable` macro's members, the toolkit's tracking
            /// and property updates.
            case binding
            /// A thunk the compiler wrote (protocol witness, reabstraction, partial application).
            case thunk
            /// Standard-library code the compiler copied into the package (`MainActor
            /// .assumeIsolated`), or other glue.
            case library
        }

        public var name: String
        public var kind: Kind
        /// The module the called code is in (`MVVM`, `TextUI`, `Model`); nil when not known.
        public var module: String?

        public init(name: String, kind: Kind, module: String? = nil) {
            self.name = name
            self.kind = kind
            self.module = module
        }
    }

    /// The store mutation (`Store.renameProduct(id:to:)`).
    public var mutation: String
    /// Whether the label was written inside the mutation's own call.
    public var sameCallStack: Bool
    /// The command's layout pass that wrote the label (1 = its first), when a pass wrote it.
    public var layoutPass: Int?
    /// The recorded calls between the mutation and the label write, in order: down the stack
    /// from the mutation; for a later pass, down to the observation callback, then down from
    /// the layout pass.
    public var steps: [Step]

    public init(mutation: String, sameCallStack: Bool, layoutPass: Int?, steps: [Step]) {
        self.mutation = mutation
        self.sameCallStack = sameCallStack
        self.layoutPass = layoutPass
        self.steps = steps
    }

    /// How many steps are of `kind`.
    public func count(_ kind: Step.Kind) -> Int {
        steps.filter { $0.kind == kind }.count
    }

    /// How many steps are code someone wrote in `module` (calls and closures, not thunks or
    /// machinery): the pattern-written part of the way, when `module` is a pattern's.
    public func written(in module: String) -> Int {
        steps.filter { $0.module == module && [.call, .closure].contains($0.kind) }.count
    }
}

extension CallTree {
    /// The way from the command's first store mutation to the first label text written after
    /// it, or nil when the command changed the store without writing a label afterwards (or
    /// did not change the store).
    public func changePath() -> ChangePath? {
        guard let mutation = calls.indices.first(where: isStoreMutation),
            let write = calls.indices.first(where: {
                $0 > mutation && Self.isLabelTextWrite(calls[$0].name)
            })
        else { return nil }
        var steps: [Int]
        var pass: Int?
        let down = path(from: mutation, to: write)
        if let down {
            steps = down
        } else {
            steps = []
            if let callback = calls.indices.first(where: {
                $0 > mutation && $0 < write && Self.isObservationCallback(calls[$0].name)
                    && path(from: mutation, to: $0) != nil
            }) {
                steps = (path(from: mutation, to: callback) ?? []) + [callback]
            }
            var ancestors: [Int] = []
            var current = calls[write].parent
            while let call = current {
                ancestors.append(call)
                if Self.isLayoutPass(calls[call].name) { break }
                current = calls[call].parent
            }
            if let top = ancestors.last, Self.isLayoutPass(calls[top].name) {
                pass =
                    calls.indices.filter { $0 <= top && Self.isLayoutPass(calls[$0].name) }
                    .count
            }
            steps += ancestors.reversed()
        }
        return ChangePath(
            mutation: calls[mutation].name.qualified, sameCallStack: down != nil,
            layoutPass: pass, steps: steps.map(step))
    }

    private func step(_ index: Int) -> ChangePath.Step {
        let name = calls[index].name
        let kind: ChangePath.Step.Kind
        if isBindingMachinery(index) {
            kind = .binding
        } else if name.isThunk {
            kind = .thunk
        } else if name.isClosure {
            kind = .closure
        } else if name.isGlue {
            kind = .library
        } else {
            kind = .call
        }
        let shown = name.isGlue && !name.isClosure ? name.demangled : name.qualified
        return ChangePath.Step(
            name: shown, kind: kind, module: name.module.isEmpty ? nil : name.module)
    }
}

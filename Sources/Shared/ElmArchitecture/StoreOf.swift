/// A feature's store, which its view controller holds: the view controller renders `state` and
/// sends `send(_:)` the user's actions; it changes nothing else.
///
/// The Composable Architecture's `Store`, spelt as its views write it (`StoreOf<Feature>`): here
/// a `Store` is the shared model's, the app's data, a different thing. A store made with a
/// reducer runs it; a store made by `scope(state:action:)` shows a child feature whose state
/// lives in its parent's, and hands its actions to the parent.
@MainActor
public final class StoreOf<Feature: Reducer> {
    /// The state now, tracked or not. A scoped store's gives the child's state as last seen once
    /// its parent has dropped it, for the child's view to go with.
    private let read: @MainActor (_ tracked: Bool) -> Feature.State
    /// Whether the state is still there, read without tracking.
    private let isThere: @MainActor () -> Bool
    private let write: @MainActor (Feature.Action) -> Void
    /// What runs the reducer, for a store made with one; a scoped store's parent runs it. The
    /// closures hold it too; a property of its own is what a walk of the objects a screen made
    /// (the spec's lifetime test) reaches it and its effects by.
    private let runtime: AnyObject?

    private init(
        runtime: AnyObject? = nil,
        read: @escaping @MainActor (Bool) -> Feature.State,
        isThere: @escaping @MainActor () -> Bool,
        write: @escaping @MainActor (Feature.Action) -> Void
    ) {
        self.runtime = runtime
        self.read = read
        self.isThere = isThere
        self.write = write
    }

    /// A store that runs `reducer` on `initialState`.
    public convenience init(initialState: Feature.State, reducer: Feature) {
        let runtime = Runtime(initialState: initialState, reduce: reducer.reduce(into:action:))
        self.init(
            runtime: runtime, read: { $0 ? runtime.state : runtime.untrackedState },
            isThere: { true }, write: { runtime.send($0) })
    }

    /// The feature's state, as the last action left it. Read inside observation tracking (a view
    /// controller's `updateProperties()`), it is tracked: the next action marks it changed.
    ///
    /// A store made with a reducer keeps no copy of it: a copy would share the state's storage,
    /// and the reducer's next write (`state.products[row] = product`) would copy all of it.
    public var state: Feature.State { read(true) }

    /// Whether the state is still there: false once the parent of a scoped store has dropped it
    /// (a detail closed), and from then on, when its view should go; a store made with a reducer
    /// always has it. Not tracked: a view that goes leaves no observer in its parent's store.
    public var isPresented: Bool { isThere() }

    /// Sends `action` to the reducer; its effects start before this returns.
    public func send(_ action: Feature.Action) {
        write(action)
    }

    /// A store of the child feature whose state `state` finds in this one, and whose actions
    /// `action` makes this one's; nil while `state` finds none. The child's effects run on this
    /// store, which the parent's reducer composes with the child's.
    public func scope<Child: Reducer>(
        state toChild: @escaping @MainActor (Feature.State) -> Child.State?,
        action fromChild: @escaping @MainActor (Child.Action) -> Feature.Action
    ) -> StoreOf<Child>? {
        guard var last = toChild(state) else { return nil }
        return StoreOf<Child>(
            read: { [read] tracked in
                if let current = toChild(read(tracked)) { last = current }
                return last
            },
            isThere: { [read, isThere] in isThere() && toChild(read(false)) != nil },
            write: { [write] in write(fromChild($0)) })
    }
}

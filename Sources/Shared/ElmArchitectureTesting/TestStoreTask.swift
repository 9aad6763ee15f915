import ElmArchitecture

/// The effects one action sent to a `TestStore` started, as TCA's `TestStoreTask`: a test
/// cancels those that last as long as their screen (a subscription to the app's data), as the
/// screen going would.
@MainActor
public struct TestStoreTask {
    private let serials: [Int]
    private let cancelling: @MainActor ([Int]) -> Void
    private let checking: @MainActor ([Int]) -> Bool

    init<State, Action>(serials: [Int], runtime: Runtime<State, Action>) {
        self.serials = serials
        cancelling = { [weak runtime] in runtime?.cancel($0) }
        checking = { [weak runtime] in runtime?.isRunning($0) ?? false }
    }

    /// Whether any of the effects is still running.
    public var isRunning: Bool { checking(serials) }

    /// Cancels the effects: they send nothing more.
    public func cancel() {
        cancelling(serials)
    }
}

import KeyValueObserving

/// Records every value one output of a view model emitted, as a view observing it is told them:
/// an observer of one key path, told at once (`.initial`) and at every set, even of an equal
/// value (kickstarter's `TestObserver`, for key-value observing).
///
/// It holds the view model and removes itself in its `deinit`, as a view does: the view model
/// cannot go while observed.
@MainActor
final class OutputRecorder<Root: Object, Value>: KeyValueObserver {
    /// Every value told so far, oldest first.
    private(set) var values: [Value] = []
    private let viewModel: Root
    private let keyPath: KeyPath<Root, Value>

    init(_ keyPath: KeyPath<Root, Value>, of viewModel: Root) {
        self.viewModel = viewModel
        self.keyPath = keyPath
        viewModel.addObserver(self, forKeyPath: keyPath, options: [.initial, .new], context: nil)
    }

    func observeValue(
        forKeyPath keyPath: AnyKeyPath, of object: Any?, change: KeyValueChange,
        context: UnsafeMutableRawPointer?
    ) {
        if let value = change.new as? Value { values.append(value) }
    }

    isolated deinit {
        viewModel.removeObserver(self, forKeyPath: keyPath)
    }
}

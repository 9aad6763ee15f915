/// An object that can observe key paths of an `Object`: it is told each change in
/// `observeValue(forKeyPath:of:change:context:)`, synchronously, inside the setter that made it.
///
/// Foundation: every `NSObject` can observe, by overriding `observeValue(forKeyPath:of:change:
/// context:)`. The toolkit's view controllers are not `NSObject`s, so an observer adopts this
/// protocol instead; the method is the same, with the key path typed (`AnyKeyPath`, one of the
/// key paths the observer registered) instead of a string.
@MainActor
public protocol KeyValueObserver: AnyObject {
    /// Called when the value at `keyPath` of `object` changed (or, with `.initial`, once when
    /// the observer was added; with `.prior`, also before each change). `keyPath` is the key path
    /// as the observer registered it, so the observer can switch on it; `context` is the one it
    /// registered with.
    func observeValue(
        forKeyPath keyPath: AnyKeyPath, of object: Any?, change: KeyValueChange,
        context: UnsafeMutableRawPointer?)
}

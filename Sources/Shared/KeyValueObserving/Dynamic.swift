/// Makes a property of an `Object` subclass observable: stands for `@objc dynamic`.
///
/// ```swift
/// final class UserInfoViewModel: Object {
///     @Dynamic var name = ""        // seed 000: @objc dynamic var name: String
/// }
/// ```
///
/// Every set tells the property's observers, synchronously, inside the setter, before it returns:
/// first the new value is stored, then each observer's `observeValue(forKeyPath:of:change:
/// context:)` runs. A set tells them even when the value is the same, as Foundation's does.
///
/// Foundation: `@objc dynamic` lets the Objective-C runtime swap in a setter that notifies, which
/// Linux lacks; here the wrapper's setter notifies (Swift's enclosing-instance subscript, which
/// gives it the instance and the property's key path). Two differences follow. The wrapper only
/// works in a subclass of `Object` (the compiler says so). And a property's own `didSet` runs
/// after its observers have been told, where Foundation's setter tells them after `didSet`: an
/// observer that reads other properties the `didSet` changes sees them before that change, and
/// is told again when it lands.
///
/// What it costs against Foundation's generated setter: the enclosing-instance subscript hands
/// the wrapper key paths, not the storage, so each set reaches its storage through a key path
/// (a read for the old value when an observer asked for it, and the write), where the setter
/// Foundation swaps in stores directly; about a sixth of a 1,000-change run's instructions in
/// the benchmark (`swift run workbench bench`). No direct route keeps the property-wrapper
/// design, which is what lets `@Dynamic var name = ""` read as seed 000's `@objc dynamic`.
@propertyWrapper
public struct Dynamic<Value> {
    private var value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Not available: the property is read and written through its `Object` (below).
    @available(*, unavailable, message: "@Dynamic is only for properties of Object subclasses")
    public var wrappedValue: Value {
        get { fatalError("@Dynamic is only for properties of Object subclasses") }
        set { fatalError("@Dynamic is only for properties of Object subclasses") }
    }

    /// Reads and writes the property of `instance`; a write tells its observers.
    @MainActor
    public static subscript<Instance: Object>(
        _enclosingInstance instance: Instance,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Instance, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Instance, Self>
    ) -> Value {
        get {
            instance.propertyRead(wrappedKeyPath, storage: storageKeyPath)
            return instance[keyPath: storageKeyPath].value
        }
        set {
            // The old value is read, and boxed, only when an observer asked for it (`.old`).
            let old: Any? = instance.wantsOldValue ? instance[keyPath: storageKeyPath].value : nil
            instance.willChangeValue(at: wrappedKeyPath, old: old)
            instance[keyPath: storageKeyPath].value = newValue
            instance.didChangeValue(at: wrappedKeyPath, old: old, new: newValue)
        }
    }
}

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
/// What it costs against Foundation's generated setter. The enclosing-instance subscript is inlined
/// into the property's accessors, where the compiler reaches the storage directly, as Foundation's
/// setter does: no key path is applied and no generic type is looked up on a set, and nothing is
/// allocated but the change an observer asked for (a value it asked for is boxed, as in
/// Foundation's change dictionary). A change is matched to its registrations by the identity of the
/// key path the property's storage keeps (`ObservedProperty.isAt(_:)`), as Foundation's setter
/// hands over a constant key. What is left: the compiler makes the property's key path, to hand it
/// to the subscript, at every access, read or set, observed or not (`swift_getKeyPath`, which finds
/// the one it made before); about 3% of a 1,000-change run's instructions in the benchmark
/// (`swift run workbench bench`). Only giving up the property-wrapper design, which lets
/// `@Dynamic var name = ""` read as seed 000's `@objc dynamic`, would remove it.
@propertyWrapper
public struct Dynamic<Value> {
    @usableFromInline var value: Value
    /// The property's key path, kept from the first time an observer was added: every change
    /// is reported at this one object, which the registrations hold, so they match by identity.
    @usableFromInline var keyPath: AnyKeyPath?

    @inlinable public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Not available: the property is read and written through its `Object` (below).
    @available(*, unavailable, message: "@Dynamic is only for properties of Object subclasses")
    public var wrappedValue: Value {
        get { fatalError("@Dynamic is only for properties of Object subclasses") }
        set { fatalError("@Dynamic is only for properties of Object subclasses") }
    }

    /// Reads and writes the property of `instance`; a write tells its observers, if it has any.
    ///
    /// Inlined into the property's accessors, where the compiler turns the key paths into direct
    /// access to the storage, as Foundation's setter has it; a key path is made only to tell
    /// observers which property changed, or while one is being added.
    @MainActor @inlinable @inline(__always)
    public static subscript<Instance: Object>(
        _enclosingInstance instance: Instance,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Instance, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Instance, Self>
    ) -> Value {
        get {
            if instance.isResolvingKeyPath {
                let keyPath = instance[keyPath: storageKeyPath].keyPath ?? wrappedKeyPath
                instance[keyPath: storageKeyPath].keyPath = keyPath
                instance.propertyRead(keyPath, storage: storageKeyPath)
            }
            return instance[keyPath: storageKeyPath].value
        }
        set {
            guard instance.isObserved else {
                instance[keyPath: storageKeyPath].value = newValue
                return
            }
            // The old value is read, and boxed, only when an observer asked for it (`.old`).
            let keyPath = instance[keyPath: storageKeyPath].keyPath ?? wrappedKeyPath
            let old: Any? = instance.wantsOldValue ? instance[keyPath: storageKeyPath].value : nil
            instance.willChangeValue(at: keyPath, old: old)
            instance[keyPath: storageKeyPath].value = newValue
            instance.didChangeValue(at: keyPath, old: old, new: newValue)
        }
    }
}

/// An object whose `@Dynamic` properties can be observed: stands for `NSObject` as key-value
/// observing (KVO) sees it.
///
/// ```swift
/// final class UserInfoViewModel: Object {            // seed 000: class … : NSObject
///     @Dynamic var name = ""                         // @objc dynamic var name: String
/// }
/// viewModel.addObserver(
///     self, forKeyPath: \UserInfoViewModel.name, options: [.initial, .new], context: nil)
/// // … and in the observer's deinit:
/// viewModel.removeObserver(self, forKeyPath: \UserInfoViewModel.name)
/// ```
///
/// The rules are Foundation's, and code that breaks them stops with Foundation's message, in
/// every build (`fatalError`, as Foundation's exception is raised in release builds too):
/// - an observer is told synchronously, inside the setter, with the values it asked for;
///   `.initial` tells it once while it is being added;
/// - observers are held unretained: each removes itself, by hand, before it goes;
/// - removing an observer that is not registered is a programming error ("Cannot remove an
///   observer … because it is not registered as an observer.");
/// - an object released while observers are still registered with it is a programming error
///   ("An instance … was deallocated while key value observers were still registered with it.").
///
/// Foundation: KVO needs the Objective-C runtime, which Linux does not have, so this module stands
/// in for it, as `TextUI` stands in for UIKit. Where it departs:
/// - Key paths are Swift key paths (`\UserInfoViewModel.name`), not strings (`"name"`, or
///   `#keyPath(UserInfoViewModel.name)`): Swift's own KVO API (`observe(\.name)`, `#keyPath`) is
///   checked by the compiler, and a string with a typo compiles and silently never fires. What the
///   seeds teach is kept: the observer adds and removes itself by hand, and one callback switches
///   on the key path. A key path must read one `@Dynamic` property of the object (through a
///   protocol the object adopts, too); any other stops at once, as Swift's `observe(_:)` does on a
///   property that is not `@objc dynamic`.
/// - An observer that goes while still registered makes the next change stop with a message
///   naming it; Foundation sends that change to a dangling pointer.
/// - Since iOS 11 and macOS 10.13 Foundation removes the observers of most objects released with
///   observers still registered; this stand-in keeps the earlier rule, which seed 000's
///   `deinit { viewModel.removeObserver(…) }` is written for.
/// - It is main-actor only, as the toolkit is; Foundation's KVO tells observers on whichever
///   thread set the property.
/// - `ObserverCounter` counts the registrations still in place, so a run can report observers
///   left behind after its screens are torn down; Foundation has no such count.
@MainActor
open class Object {
    /// Every registration, oldest first.
    private var registrations: [Registration] = []
    /// How many of them asked for `.prior` notifications, and for the old value (`.old`): a
    /// change reads and boxes the old value, and sends prior notifications, only when some did.
    private var priorRegistrations = 0
    private var oldValueRegistrations = 0
    /// While a key path is being resolved, the `@Dynamic` properties read; nil otherwise.
    private var propertiesRead: [ObservedProperty]?

    public init() {}

    isolated deinit {
        if !registrations.isEmpty {
            fatalError(
                "An instance \(Self.address(of: self)) of class \(String(reflecting: type(of: self))) "
                    + "was deallocated while key value observers were still registered with it. "
                    + "Current observation info: \(observationInfo)")
        }
    }

    // MARK: - Adding and removing observers

    /// Registers `observer` to be told of changes to the property at `keyPath`, with what
    /// `options` asks for; with `.initial` it is told once before this returns. Each call is one
    /// registration, which one `removeObserver(_:forKeyPath:)` removes.
    public func addObserver<Root>(
        _ observer: any KeyValueObserver, forKeyPath keyPath: PartialKeyPath<Root>,
        options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
    ) {
        let (property, value) = resolve(keyPath)
        let registration = Registration(
            observer: observer, keyPath: keyPath, property: property, options: options,
            context: context)
        registrations.append(registration)
        count(registration, by: 1)
        ObserverCounter.added(registration)
        if options.contains(.initial) {
            let change = KeyValueChange(new: options.contains(.new) ? value : nil)
            observer.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Removes `observer`'s latest registration for the property at `keyPath`. Removing one that
    /// is not registered stops the program, as Foundation's exception does.
    public func removeObserver<Root>(
        _ observer: any KeyValueObserver, forKeyPath keyPath: PartialKeyPath<Root>
    ) {
        removeRegistration(of: observer, at: keyPath) { _ in true }
    }

    /// Removes `observer`'s latest registration for the property at `keyPath` made with
    /// `context`. Removing one that is not registered stops the program.
    public func removeObserver<Root>(
        _ observer: any KeyValueObserver, forKeyPath keyPath: PartialKeyPath<Root>,
        context: UnsafeMutableRawPointer?
    ) {
        removeRegistration(of: observer, at: keyPath) { $0 == context }
    }

    private func removeRegistration<Root>(
        of observer: any KeyValueObserver, at keyPath: PartialKeyPath<Root>,
        context matches: (UnsafeMutableRawPointer?) -> Bool
    ) {
        let (property, _) = resolve(keyPath)
        let id = ObjectIdentifier(observer)
        guard
            let index = registrations.lastIndex(where: {
                $0.observerID == id && $0.property.isAt(property.keyPath) && matches($0.context)
            })
        else {
            fatalError(
                "Cannot remove an observer \(Self.describe(observer)) for the key path "
                    + "\"\(property.name)\" from \(Self.describe(self)) because it is not "
                    + "registered as an observer.")
        }
        let registration = registrations.remove(at: index)
        registration.isRemoved = true
        count(registration, by: -1)
        ObserverCounter.removed(registration)
    }

    private func count(_ registration: Registration, by step: Int) {
        if registration.options.contains(.prior) { priorRegistrations += step }
        if registration.options.contains(.old) { oldValueRegistrations += step }
    }

    // MARK: - Telling observers (called by `Dynamic`'s setter)

    /// Whether a change must read the old value: some registration asked for `.old`.
    @usableFromInline var wantsOldValue: Bool { oldValueRegistrations > 0 }

    /// Whether any observer is registered: a change with none tells no one, and makes no key
    /// path.
    @usableFromInline var isObserved: Bool { !registrations.isEmpty }

    /// Whether a key path is being resolved: a read notes the property it reads.
    @usableFromInline var isResolvingKeyPath: Bool { propertiesRead != nil }

    /// The property at `keyPath` is about to change from `old` (nil unless `wantsOldValue`):
    /// observers that asked for `.prior` are told.
    @usableFromInline func willChangeValue(at keyPath: AnyKeyPath, old: Any?) {
        guard priorRegistrations > 0 else { return }
        // The loop walks the registrations as they were when the change began.
        for registration in registrations
        where registration.options.contains(.prior) && registration.property.isAt(keyPath) {
            let old = registration.options.contains(.old) ? old : nil
            tell(registration, KeyValueChange(old: old, isPrior: true))
        }
    }

    /// The property at `keyPath` changed from `old` (nil unless `wantsOldValue`) to `new`: its
    /// observers are told, oldest registration first.
    @usableFromInline func didChangeValue<Value>(at keyPath: AnyKeyPath, old: Any?, new: Value) {
        guard !registrations.isEmpty else { return }
        for registration in registrations where registration.property.isAt(keyPath) {
            let options = registration.options
            tell(
                registration,
                KeyValueChange(
                    old: options.contains(.old) ? old : nil,
                    new: options.contains(.new) ? new : nil))
        }
    }

    /// The `@Dynamic` property at `wrapped`, the key path its storage keeps, was read: noted while
    /// a key path is being resolved.
    @usableFromInline func propertyRead(_ wrapped: AnyKeyPath, storage: AnyKeyPath) {
        guard propertiesRead != nil else { return }
        propertiesRead?.append(ObservedProperty(wrapped: wrapped, storage: storage))
    }

    private func tell(_ registration: Registration, _ change: KeyValueChange) {
        // An observer told before this one may have removed it.
        guard !registration.isRemoved else { return }
        guard let observer = registration.observer else {
            fatalError(
                "An observer \(registration.observerDescription) for the key path "
                    + "\"\(registration.property.name)\" of \(Self.describe(self)) was "
                    + "deallocated while still registered: an observer must remove itself before "
                    + "it is released.")
        }
        observer.observeValue(
            forKeyPath: registration.keyPath, of: self, change: change,
            context: registration.context)
    }

    // MARK: - Key paths

    /// The `@Dynamic` property `keyPath` reads, and its value: the key path is read once, and
    /// must read one `@Dynamic` property of this object (itself, or through a protocol).
    private func resolve<Root>(_ keyPath: PartialKeyPath<Root>) -> (ObservedProperty, Any) {
        guard let root = self as? Root else {
            fatalError("\(Self.describe(self)) has no key path \(keyPath).")
        }
        propertiesRead = []
        let value = root[keyPath: keyPath]
        let read = propertiesRead ?? []
        propertiesRead = nil
        // Through a protocol, the key path is the protocol's; the property read is the object's.
        let sameRoot =
            type(of: keyPath).rootType == type(of: read.first?.keyPath ?? keyPath).rootType
        guard read.count == 1, let property = read.first, property.keyPath == keyPath || !sameRoot
        else {
            fatalError(
                "The key path \(keyPath) of \(Self.describe(self)) is not a @Dynamic property: "
                    + "observing it would never tell anything.")
        }
        return (property, value)
    }

    // MARK: - Messages

    /// Every registration, as a message lists them.
    private var observationInfo: String {
        registrations.map {
            "\($0.observerDescription) for the key path \"\($0.property.name)\""
        }.joined(separator: ", ")
    }

    /// `<Module.Class 0x…>`, as Foundation's messages show an object.
    static func describe(_ object: AnyObject) -> String {
        describe(type: type(of: object), id: ObjectIdentifier(object))
    }

    /// `<Module.Class 0x…>` for the object of `type` at `id`, which may be gone.
    static func describe(type: any AnyObject.Type, id: ObjectIdentifier) -> String {
        "<\(String(reflecting: type)) 0x\(String(UInt(bitPattern: id), radix: 16))>"
    }

    static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }
}

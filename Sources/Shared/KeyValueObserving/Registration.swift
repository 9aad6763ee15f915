/// One `addObserver(_:forKeyPath:options:context:)`: who observes which property, how, and the
/// counter that counts it while it lasts.
///
/// The observer is held unretained, as Foundation holds it: weakly, and by identity, since a weak
/// reference already reads nil inside the observer's own `deinit`, where it removes itself.
@MainActor
final class Registration {
    /// The observer; nil once it is gone.
    weak var observer: (any KeyValueObserver)?
    /// Who the observer was, for removing it (also from its `deinit`) and for messages.
    let observerID: ObjectIdentifier
    private let observerType: any AnyObject.Type
    /// The key path as the observer registered it: it is told changes at this key path.
    let keyPath: AnyKeyPath
    /// The property the key path reads.
    let property: ObservedProperty
    let options: KeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    /// The counter in scope when the observer was added, if any.
    let counter: ObserverCounter?
    /// Whether it has been removed: an observer told before it, in the same change, may remove
    /// it, and then it is not told.
    var isRemoved = false

    init(
        observer: any KeyValueObserver, keyPath: AnyKeyPath, property: ObservedProperty,
        options: KeyValueObservingOptions, context: UnsafeMutableRawPointer?
    ) {
        self.observer = observer
        observerID = ObjectIdentifier(observer)
        observerType = type(of: observer)
        self.keyPath = keyPath
        self.property = property
        self.options = options
        self.context = context
        counter = ObserverCounter.current
    }

    /// `<Module.Class 0x…>`, for messages: built only when one is raised, as Foundation builds
    /// its strings, and still right once the observer is gone.
    var observerDescription: String {
        Object.describe(type: observerType, id: observerID)
    }
}

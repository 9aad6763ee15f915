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
    let observerDescription: String
    /// The key path as the observer registered it: it is told changes at this key path.
    let keyPath: AnyKeyPath
    /// The property the key path reads.
    let property: ObservedProperty
    let options: KeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    /// The counter in scope when the observer was added, if any.
    let counter: ObserverCounter?

    init(
        observer: any KeyValueObserver, keyPath: AnyKeyPath, property: ObservedProperty,
        options: KeyValueObservingOptions, context: UnsafeMutableRawPointer?
    ) {
        self.observer = observer
        observerID = ObjectIdentifier(observer)
        observerDescription = Object.describe(observer)
        self.keyPath = keyPath
        self.property = property
        self.options = options
        self.context = context
        counter = ObserverCounter.current
    }
}

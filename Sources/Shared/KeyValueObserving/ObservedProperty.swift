/// A `@Dynamic` property of an `Object`, as a registration names it: its key path, as the
/// property's storage keeps it and its setter reports it, and its name for messages.
///
/// The name is worked out only when a message needs it, as Foundation builds its strings only
/// when it raises: turning a key path into a name goes through the key path's description and
/// reflection, which every `addObserver` and `removeObserver` would otherwise pay.
struct ObservedProperty {
    /// The key path the property's setter reports its changes at.
    let keyPath: AnyKeyPath
    /// The key path of the property's storage, which its name is read from.
    private let storage: AnyKeyPath

    /// The property behind `wrapped`, whose storage is at `storage`.
    init(wrapped: AnyKeyPath, storage: AnyKeyPath) {
        keyPath = wrapped
        self.storage = storage
    }

    /// The property's name (`name`), as Foundation's messages spell a key path.
    var name: String { Self.name(ofStorage: storage) ?? "\(keyPath)" }

    /// Whether this is the property at `other`, a key path its setter reported: the same object.
    /// The property's storage keeps the key path it was first observed at (`Dynamic`), and its
    /// setter reports that one, so the one comparison is by identity, as Foundation's setter
    /// hands over its constant key string; comparing key paths by value walks their components.
    func isAt(_ other: AnyKeyPath) -> Bool {
        keyPath === other
    }

    /// The property's name, from its storage's key path. Swift describes a wrapped property's key
    /// path as `\Type.<computed 0x… (String)>`, but its storage's as `\Type._name`.
    static func name(ofStorage storage: AnyKeyPath) -> String? {
        let description = "\(storage)"
        guard let dot = description.lastIndex(of: "."),
            description[description.index(after: dot)...].hasPrefix("_")
        else { return nil }
        return String(description[description.index(dot, offsetBy: 2)...])
    }
}

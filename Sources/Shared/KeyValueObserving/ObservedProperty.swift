/// A `@Dynamic` property of an `Object`, as a registration names it: its key path, as the
/// property's setter reports it, and its name for messages.
struct ObservedProperty: Hashable {
    /// The key path the property's setter reports its changes at.
    let keyPath: AnyKeyPath
    /// The property's name (`name`), as Foundation's messages spell a key path.
    let name: String

    /// The property behind `wrapped`, whose storage is at `storage`.
    init(wrapped: AnyKeyPath, storage: AnyKeyPath) {
        keyPath = wrapped
        name = Self.name(ofStorage: storage) ?? "\(wrapped)"
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

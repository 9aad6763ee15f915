import KeyValueObserving

/// An observed object, as seed 000's `UserModel`: two `@Dynamic` properties, and one that is not.
@MainActor
final class Person: Object, Named {
    @Dynamic var name = "Ada"
    @Dynamic var age = 36
    @Dynamic var nickname: String? = nil
    /// Not `@Dynamic`: it cannot be observed.
    var plain = "plain"
    /// Computed from `name`: not a property of its own, so it cannot be observed either.
    var shout: String { name.uppercased() }
}

/// What some observers know of a `Person`: observed through the protocol's key paths.
@MainActor
protocol Named: Object {
    var name: String { get }
}

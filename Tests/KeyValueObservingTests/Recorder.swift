import KeyValueObserving

/// An observer that records everything it is told, and can act when told (`onChange`).
@MainActor
final class Recorder: KeyValueObserver {
    /// One call of `observeValue(forKeyPath:of:change:context:)`.
    struct Call {
        let keyPath: AnyKeyPath
        let object: AnyObject?
        let change: KeyValueChange
        let context: UnsafeMutableRawPointer?
    }

    private(set) var calls: [Call] = []
    /// Runs in each call, after it is recorded.
    var onChange: (@MainActor (Call) -> Void)?

    /// The new values it was told, as strings (`nil` where the change carried none).
    var newValues: [String] { calls.map { $0.change.new.map { "\($0)" } ?? "nil" } }
    /// The old values it was told, as strings (`nil` where the change carried none).
    var oldValues: [String] { calls.map { $0.change.old.map { "\($0)" } ?? "nil" } }

    func observeValue(
        forKeyPath keyPath: AnyKeyPath, of object: Any?, change: KeyValueChange,
        context: UnsafeMutableRawPointer?
    ) {
        let call = Call(
            keyPath: keyPath, object: object as AnyObject?, change: change, context: context)
        calls.append(call)
        onChange?(call)
    }
}

/// An observer that adds itself to a person's name when made and removes itself in its `deinit`,
/// as seed 000's view controller does.
@MainActor
final class SelfRemovingObserver: KeyValueObserver {
    let person: Person
    private(set) var told = 0

    init(person: Person) {
        self.person = person
        person.addObserver(self, forKeyPath: \Person.name, options: [.new], context: nil)
    }

    func observeValue(
        forKeyPath keyPath: AnyKeyPath, of object: Any?, change: KeyValueChange,
        context: UnsafeMutableRawPointer?
    ) {
        told += 1
    }

    isolated deinit {
        person.removeObserver(self, forKeyPath: \Person.name)
    }
}

import ElmArchitecture

/// A feature made up for the tests: a counter whose reducer adds what it is told, and returns
/// whatever effect the test gives for the action (none unless told).
struct Counter: Reducer {
    struct State: Equatable {
        var count = 0
        /// A child's state, for scoping: nil while no child shows.
        var child: Int?
    }

    enum Action: Equatable, Sendable {
        case add(Int)
        /// Adds nothing; the test's effect for it is the point.
        case start(String)
        case child(Int)
        case closeChild
    }

    var effect: @MainActor (Action) -> Effect<Action> = { _ in .none }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .add(let amount): state.count += amount
        case .start: break
        case .child(let amount): state.child? += amount
        case .closeChild: state.child = nil
        }
        return effect(action)
    }
}

/// The child feature a counter's state can hold: a number that adds what it is told.
struct Child: Reducer {
    func reduce(into state: inout Int, action: Int) -> Effect<Int> {
        state += action
        return .none
    }
}

/// A feature whose reducer records whether it writes its state's storage in place: whether
/// the box its state holds is referenced by that state alone.
struct Boxed: Reducer {
    final class Box {}

    struct State {
        var box = Box()
        var wasUnique: [Bool] = []
    }

    func reduce(into state: inout State, action: Void) -> Effect<Void> {
        state.wasUnique.append(isKnownUniquelyReferenced(&state.box))
        return .none
    }
}

/// What happened, in order, for a test to read.
@MainActor
final class Log {
    private(set) var entries: [String] = []

    func add(_ entry: String) {
        entries.append(entry)
    }
}

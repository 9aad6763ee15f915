/// The one function that changes a feature's state: The Elm Architecture's `update`.
///
/// Given the state and an action (a touch, a service's answer, a change to the app's data), a
/// reducer changes the state in place and returns the effects to run next: work outside the
/// feature (a load, a pause, a write to the app's data) whose outcomes come back to it as
/// actions. It does nothing else: it calls no service, writes no data and knows no view, so a
/// test sends it an action and checks the whole state that follows (`TestStore`).
///
/// Elm's `update : Msg -> Model -> (Model, Cmd Msg)`, in the shape of the Composable
/// Architecture's `Reducer.reduce(into:action:)`. A feature is a type that conforms: its
/// dependencies (the app's data, a service, a clock) are its stored properties, given to its
/// initializer, and its `State` and `Action` are nested in it.
@MainActor
public protocol Reducer<State, Action> {
    /// What the feature's screen shows and stands on.
    associatedtype State
    /// Everything that can happen to the feature.
    associatedtype Action

    /// Changes `state` for `action`, and returns the effects to run next (`.none` for none).
    func reduce(into state: inout State, action: Action) -> Effect<Action>
}

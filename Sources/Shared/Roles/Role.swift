/// The role a type plays in its pattern, declared where the type is declared:
///
/// ```swift
/// final class ShopListPresenter: Role.Presenter { … }
/// protocol ShopListView: AnyObject, Role.View { … }
/// ```
///
/// The protocols have no requirements and change no behaviour. They exist so that roles are
/// facts the compiler records — the coupling analysis reads them from the compiler's index —
/// instead of guesses from type names. Roles are per pattern: a view controller is the
/// controller in MVC and a view in MVP and MVVM. A type nested in another (a `Phase` enum in a
/// presenter) plays its enclosing type's role unless it declares its own.
///
/// This module is what every pattern target shares with the workbench, not with each other: these
/// markers, and the `ScreenIdentifier`s of the views the spec touches. The coupling analysis
/// leaves it out, as it would an app's accessibility identifiers: it is the contract with the
/// tests, not a part of any pattern's design.
///
/// The shared core needs no declarations: types of the `Model` target are models, and types of
/// the `TextUI` toolkit are views' building blocks.
public enum Role {
    /// Shows things and takes touches.
    public protocol View {}
    /// Owns views and model and mediates between them (MVC, MVC variant).
    public protocol Controller {}
    /// Holds presentation logic and drives a passive view through a protocol (MVP).
    public protocol Presenter {}
    /// Owns a screen's use case and alone talks to the store and the services; tells its
    /// presenter what changed through a protocol (VIPER).
    public protocol Interactor {}
    /// Holds display-ready state and takes intents; knows no view (MVVM).
    public protocol ViewModel {}
    /// Decides where the user goes next: owns the navigation, makes the next screen and pushes
    /// and pops it, so that no view controller knows another (MVVM-C).
    public protocol Coordinator {}
    /// Builds a screen's module and performs the navigation its presenter asks for (VIPER).
    public protocol Router {}
    /// A feature's one function from an action and the state to the next state and the effects
    /// to run, with the state and actions it nests (The Elm Architecture's `update`).
    public protocol Reducer {}
    /// Builds a pattern's screens and wires their roles together (the composition root).
    public protocol Assembly {}
}

/// The pattern a target builds, as the seeds name it. MVVM is built in more than one binding
/// style, so one family can have several targets (`PatternDescriptor.style` tells them apart).
public enum PatternFamily: String, Sendable, Hashable, CaseIterable, Codable {
    case mvc = "MVC"
    case mvcVariant = "MVC variant"
    case mvp = "MVP"
    case mvvm = "MVVM"
    /// MVVM with a coordinator: MVVM (Observation)'s screens and binding, with the navigation
    /// decided by a coordinator rather than by the view controllers. A navigation variant, not a
    /// binding style, so the claims about MVVM's binding styles are not judged on it twice.
    case mvvmC = "MVVM-C"
    /// View, interactor, presenter, entity, router: MVP's passive view and presenter, with the use
    /// case moved into an interactor and the navigation into a router, one module per screen.
    case viper = "VIPER"
    /// The Elm Architecture: per screen a state, its actions, a reducer that alone changes the
    /// state and returns effects, and a view controller that renders the state and sends
    /// actions, on a small store runtime in the manner of the Composable Architecture.
    case tea = "TEA"

    /// The family's name for people.
    public var name: String { rawValue }
}

/// How an MVVM view learns that its view model changed: the seeds' three ways.
public enum BindingStyle: String, Sendable, Hashable, CaseIterable, Codable {
    /// `@Observable` view models read in `updateProperties()`, in the layout pass (iOS 26 UIKit).
    case observation = "Observation"
    /// Key-value observing added and removed by hand; the callback runs inside the setter
    /// (seeds 000 and 003).
    case keyValueObserving = "KVO"
    /// The view model calls its delegate, the view, after its outputs change (seed 002).
    case delegate

    /// The style's name for people.
    public var name: String { rawValue }
}

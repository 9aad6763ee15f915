extension Rule {
    /// The rules every MVVM keeps, whatever binds its views (Observation, key-value observing or
    /// a delegate): the three styles differ only in the binding.
    public static let mvvm: [Rule] = [
        Rule(
            "view models reach no view or toolkit type",
            why: "seed 002: the view model never knows what the view is; it imports no UI",
            from: .role(.viewModel), .mustNotReach(.roles([.view, .toolkit]))),
        Rule(
            "views see only their view model",
            why: "seed 000: the view and the model no longer talk; the view binds to the view "
                + "model",
            from: .role(.view), .mustNotDependOn(.role(.model))),
        Rule(
            "views depend on their view model",
            why: "seeds 000 and 004: the view observes the view model and sends it the user's "
                + "intents",
            from: .role(.view), .mustDependOn(.role(.viewModel))),
    ]
}

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

    /// The rules a coordinator adds to MVVM's (MVVM-C): navigation is the coordinator's alone.
    public static let coordinated: [Rule] = [
        Rule(
            "views push and pop nothing",
            why: "Khanlou, \"The Coordinator\": a view controller that pushes the next one knows "
                + "its parent and the flow; the coordinator owns the navigation controller and "
                + "no view controller knows another",
            from: .role(.view), .mustNotDependOn(.types(["TextUI.NavigationController"]))),
        Rule(
            "view models know no coordinator",
            why: "objc.io's MVVM-C: a view model says what the user wants (a callback), and the "
                + "coordinator decides where it leads",
            from: .role(.viewModel), .mustNotDependOn(.role(.coordinator))),
    ]
}

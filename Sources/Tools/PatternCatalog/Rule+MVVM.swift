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
            why: "Khanlou, \"The Coordinator\", in summary: a view controller that pushes the "
                + "next one knows the flow it is part of; an object above the view controllers "
                + "decides every push, and no view controller knows another",
            from: .role(.view), .mustNotDependOn(.types(["TextUI.NavigationController"]))),
        Rule(
            "view models know no coordinator",
            why: "objc.io's MVVM-C: the coordinator makes the view controllers and performs "
                + "the navigation, which the screens below it know nothing of; here a view model "
                + "says what the user wants through a closure (issue #52), and the coordinator "
                + "decides where it leads",
            from: .role(.viewModel), .mustNotDependOn(.role(.coordinator))),
    ]
}

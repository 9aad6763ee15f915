import PatternCatalog

extension RegisteredClaims {
    /// What a change's cost counts: the production lines, or the test files' repair with them.
    static let changeLinesCounted = Fork(
        "lines counted", options: ["production lines", "production and test repair lines"])

    /// Registered before its code: "In VIPER a change costs more than in MVP" (evidence). Its
    /// margin, set here with it before any figure: share: 0.2, least: 20, unit: "lines".
    package static let viperChangeCost = ClaimDefinition(
        id: "viper-change-cost", seeds: [], about: nil,
        claim: "In VIPER a change costs more than in MVP",
        classification: .evidence(
            "a change that adds an output passes through more roles and contracts in VIPER "
                + "(interactor, presenter, view), each a protocol and a type to edit; but most "
                + "of the requests change one role's logic, which is as long in either"),
        figure: "production lines changed (added + removed), summed over the change requests, "
            + "VIPER's against MVP's",
        rule: .custom(
            "supported if VIPER's lines are above MVP's by the margin, against if below by it; "
                + "not yet measured until VIPER and its patches are built",
            decide: decide(viperModule, against: { $0 == .mvp }, higherSupports: true)),
        couldFail: "VIPER's patches are no longer than MVP's, within the margin",
        registration: .init(
            sources: [
                "Bohdan Orlov, \"iOS Architecture Patterns\" (Medium, 2015)",
                "Sergey Petrov, \"Why VIPER is a bad choice for your next application\" "
                    + "(Medium, 2017)",
            ],
            judges: folders(of: viperModule) + ["ChangeRequests/*/viper.patch"]),
        forks: [changeLinesCounted]
    ) { inputs, choices in
        changedLines(inputs, withTests: choices[changeLinesCounted] == 1)
    }
}

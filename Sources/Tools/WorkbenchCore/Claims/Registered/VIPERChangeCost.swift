import PatternCatalog

extension RegisteredClaims {
    /// Registered before its code: "In VIPER a change costs more than in MVP" (evidence), the
    /// cost Orlov puts on VIPER's many small interfaces. Its margin, set here with it before any
    /// figure: share: 0.2, least: 20, unit: "lines"; types touched:
    /// share: 0.2, least: 2, unit: "types".
    package static let viperChangeCost = ClaimDefinition(
        id: "viper-change-cost", seeds: [], about: nil,
        claim: "In VIPER a change costs more than in MVP",
        classification: .evidence(
            "a change that adds an output passes through more roles and contracts in VIPER "
                + "(interactor, presenter, view), each a protocol and a type to edit; but most "
                + "of the requests change one role's logic, which is as long in either"),
        figure: "production lines changed (added + removed), summed over the eight registered "
            + "change requests, VIPER's against MVP's",
        rule: .custom(
            "supported if VIPER's figure is above MVP's by the margin, against if below by it; "
                + "not yet measured until VIPER and its patches are built",
            decide: decide(viperModule, against: ["MVP"], higherSupports: true)),
        couldFail: "VIPER's patches are no longer than MVP's, within the margin",
        registration: .init(
            sources: [
                "Bohdan Orlov, \"iOS Architecture Patterns\" (Medium, 2015), on VIPER's ease "
                    + "of use",
                "issue #53's framing: the cost of a change request, VIPER against MVP",
            ],
            judges: folders(of: viperModule) + ["ChangeRequests/*/viper.patch"]),
        forks: [changeLinesCounted, changeMeasuredIn]
    ) { inputs, choices in
        changeCost(inputs, choices)
    }
}

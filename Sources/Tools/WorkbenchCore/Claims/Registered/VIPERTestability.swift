import PatternCatalog

extension RegisteredClaims {
    /// Whom VIPER is set against: the MVC its authors wrote it to replace, MVP, the pattern it
    /// grows from, or every pattern built before it.
    static let viperAgainst = Fork(
        "compared with", options: ["MVC", "MVP", "every pattern built before it"])
    /// Which faults and mutants: the presentation logic and the use case (presenter and
    /// interactor lines, logic by VIPER's roles), or all the pattern's own code.
    static let viperConstruct = Fork(
        "construct", options: ["the logic", "all own code"])

    /// Registered before its code: "VIPER improves testability" (evidence), on the logic, the
    /// source's reason for it. Its margin, set here with it before any figure:
    /// share: 0.2, least: 2, unit: "faults missed"; mutants surviving:
    /// share: 0.3, least: 1, unit: "percentage points".
    package static let viperTestability = ClaimDefinition(
        id: "viper-testability", seeds: [], about: nil,
        claim: "VIPER improves testability",
        classification: .evidence(
            "VIPER moves the presentation logic into a presenter and the use case into an "
                + "interactor, each tested with mocks around it, so its tests could miss fewer "
                + "of the logic's faults; but MVC's tests drive the whole controller through "
                + "its views and miss only 3 of the 35 planted there, and mocked boundaries "
                + "can hide a fault that sits across them"),
        figure: "faults planted in the logic that the pattern's own tests miss, fewer "
            + "supporting the claim (the logic: a presenter's and an interactor's lines in "
            + "VIPER, by its roles; the source's reason is testing \"the interactions at the "
            + "boundaries between layers\", read here as the logic those layers hold), VIPER's "
            + "against MVC's",
        rule: .custom(
            "supported if VIPER's tests miss fewer than every pattern compared by the margin, "
                + "against if any compared misses fewer by it; not yet measured until VIPER "
                + "and its faults' patches are built",
            decide: decide(viperModule, against: patternsAtRegistration, higherSupports: false)),
        couldFail: "MVC's tests miss no more of the logic's faults than VIPER's",
        registration: .init(
            sources: [
                "Jeff Gilbert and Conrad Stoll, \"Architecting iOS Apps with VIPER\", objc.io "
                    + "issue 13 (2014)",
                "Bohdan Orlov, \"iOS Architecture Patterns\" (Medium, 2015)",
            ],
            judges: folders(of: viperModule)),
        forks: [missedMeasure, viperAgainst, viperConstruct]
    ) { inputs, choices in
        let figures = missed(inputs, choices, on: choices[viperConstruct] == 0 ? [.logic] : nil)
        switch choices[viperAgainst] {
        case 0: return keeping([viperModule, "MVC"], of: figures)
        case 1: return keeping([viperModule, "MVP"], of: figures)
        default: return figures
        }
    }
}

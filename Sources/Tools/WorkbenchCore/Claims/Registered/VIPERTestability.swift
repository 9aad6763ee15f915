import PatternCatalog

extension RegisteredClaims {
    /// Whom VIPER is set against: the MVC its authors wrote it to replace, or every other
    /// pattern here.
    static let viperAgainst = Fork("compared with", options: ["MVC", "every other pattern"])

    /// Registered before its code: "VIPER improves testability" (evidence), on the construct
    /// its source names. Its margin, set here with it before any figure:
    /// share: 0.2, least: 2, unit: "faults".
    package static let viperTestability = ClaimDefinition(
        id: "viper-testability", seeds: [], about: nil,
        claim: "VIPER improves testability",
        classification: .evidence(
            "VIPER moves the presentation logic into a presenter and the use case into an "
                + "interactor, each tested with mocks around it; but MVC's tests drive the "
                + "whole controller through its views and can catch as many of the logic's "
                + "faults, and mocked boundaries can hide a fault that sits across them"),
        figure: "faults planted in the presentation logic that the pattern's own tests catch "
            + "(the construct the source names: the logic moved out of the view controller), "
            + "VIPER's against MVC's",
        rule: .custom(
            "supported if VIPER's tests catch more than every pattern compared by the margin, "
                + "against if any compared catches more by it; not yet measured until VIPER "
                + "is built",
            decide: decide(viperModule, against: { _ in true }, higherSupports: true)),
        couldFail: "MVC's tests catch as many faults in the logic as VIPER's",
        registration: .init(
            sources: [
                "Jeff Gilbert and Conrad Stoll, \"Architecting iOS Apps with VIPER\", objc.io "
                    + "issue 13 (2014)",
                "Bohdan Orlov, \"iOS Architecture Patterns\" (Medium, 2015)",
            ],
            judges: folders(of: viperModule)),
        forks: [caughtMeasure, viperAgainst]
    ) { inputs, choices in
        var figures = caught(inputs, choices, on: [.logic])
        if choices[viperAgainst] == 0 {
            let all = figures.whole
            figures.whole = PerPattern { pattern in
                pattern == .mvc || pattern.module == viperModule ? all[pattern] ?? .none : .none
            }
        }
        return figures
    }
}

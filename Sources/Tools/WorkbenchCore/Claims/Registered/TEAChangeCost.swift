import PatternCatalog

extension RegisteredClaims {
    /// Registered before its code: "In TEA a change costs less than in MVVM" (evidence). Its
    /// margin, set here with it before any figure: share: 0.2, least: 20, unit: "lines".
    package static let teaChangeCost = ClaimDefinition(
        id: "tea-change-cost", seeds: [], about: nil,
        claim: "In TEA a change costs less than in MVVM",
        classification: .evidence(
            "a change in TEA adds a field to the state, a case to the actions and a branch to "
                + "the reducer, and the render reads the state, with no binding to add; but "
                + "each of those is a line in another place, where MVVM (Observation) adds a "
                + "property and a line in the view's update, so either could be shorter"),
        figure: "production lines changed (added + removed), summed over the change requests, "
            + "TEA's against each MVVM binding style's",
        rule: .custom(
            "supported if TEA's lines are below every MVVM style's by the margin, against if "
                + "any style's is below TEA's by it; not yet measured until TEA and its "
                + "patches are built",
            decide: decide(teaModule, against: { $0.family == .mvvm }, higherSupports: false)),
        couldFail: "TEA's patches are as long as MVVM's, or longer",
        registration: .init(
            sources: [
                "Evan Czaplicki, elm-architecture-tutorial (github.com/evancz, 2015), its "
                    + "README",
                "the StartApp package's README (github.com/evancz/start-app, 2015)",
            ],
            judges: folders(of: teaModule) + ["ChangeRequests/*/tea.patch"]),
        forks: [changeLinesCounted]
    ) { inputs, choices in
        changedLines(inputs, withTests: choices[changeLinesCounted] == 1)
    }
}

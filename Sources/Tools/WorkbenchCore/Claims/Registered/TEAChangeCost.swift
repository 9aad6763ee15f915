import PatternCatalog

extension RegisteredClaims {
    /// Registered before its code: "In TEA a change costs less than in MVVM" (evidence). Its
    /// margin, set here with it before any figure: share: 0.2, least: 20, unit: "lines"; types
    /// touched: share: 0.2, least: 2, unit: "types".
    package static let teaChangeCost = ClaimDefinition(
        id: "tea-change-cost", seeds: [], about: nil,
        claim: "In TEA a change costs less than in MVVM",
        classification: .evidence(
            "a change in TEA adds a field to the state, a case to the actions and a branch to "
                + "the reducer, and the render reads the state, with no binding to add; but "
                + "each of those is a line in another place, where MVVM (Observation) adds a "
                + "property and a line in the view's update, so either could be shorter"),
        figure: "production lines changed (added + removed), summed over the eight registered "
            + "change requests, TEA's against each MVVM binding style's, judged per style (a "
            + "change to TEA's own store runtime counted with TEA)",
        rule: .custom(
            "per binding style: supported if TEA's figure is below the style's by the margin, "
                + "against if above it by the margin; \"depends on the binding style\" where "
                + "the styles disagree; not yet measured until TEA and its patches are built",
            decide: decidePerStyle(teaModule, higherSupports: false)),
        couldFail: "TEA's patches are as long as MVVM's, or longer",
        registration: .init(
            sources: [
                "the StartApp package's README (github.com/evancz/start-app, 2015): TEA's code "
                    + "\"easy to test, refactor, and debug\"",
                "issue #53's framing: the cost of a change request, TEA against MVVM",
            ],
            judges: folders(of: teaModule) + ["ChangeRequests/*/tea.patch"]),
        forks: [changeLinesCounted, changeMeasuredIn]
    ) { inputs, choices in
        changeCost(inputs, choices)
    }
}

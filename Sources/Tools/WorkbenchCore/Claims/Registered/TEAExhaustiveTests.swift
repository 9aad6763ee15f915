import PatternCatalog

extension RegisteredClaims {
    /// Which faults and mutants an exhaustive test should catch: those in the presentation
    /// logic (the state and effects it asserts; in TEA the reducer's, state's and effects'
    /// lines, logic by its roles), or all the pattern's own code.
    static let exhaustiveConstruct = Fork(
        "construct", options: ["the logic", "all own code"])
    static let exhaustiveAgainst = Fork(
        "compared with", options: ["every pattern built before it", "MVVM's binding styles"])

    /// Registered before its code: "TEA's tests are exhaustive" (evidence), read as: they miss
    /// fewer of the planted faults than the other patterns' tests. Its margin, set here with it
    /// before any figure: share: 0.2, least: 2, unit: "faults missed"; mutants surviving:
    /// share: 0.3, least: 1, unit: "percentage points".
    package static let teaExhaustiveTests = ClaimDefinition(
        id: "tea-exhaustive-tests", seeds: [], about: nil,
        claim: "TEA's tests are exhaustive",
        classification: .evidence(
            "a test that sends an action and must assert the whole state that follows, and "
                + "every effect, leaves no change unchecked, so it could miss fewer faults "
                + "than the other patterns' tests (a search that fails and keeps its old "
                + "results is missed by all of them today); but it checks the state, not the "
                + "frame, so a fault in rendering passes it, and the others miss only 3 of "
                + "the 35 faults in the logic"),
        figure: "faults planted in the logic that the pattern's own tests miss, fewer "
            + "supporting the claim, TEA's against every pattern built before it",
        rule: .custom(
            "supported if TEA's tests miss fewer than every pattern compared by the margin, "
                + "against if any misses fewer by it; not yet measured until TEA and its "
                + "faults' patches are built",
            decide: decide(teaModule, against: patternsAtRegistration, higherSupports: false)),
        couldFail: "another pattern's tests miss no more of the faults than TEA's",
        registration: .init(
            sources: [
                "Point-Free, the Composable Architecture's documentation of `TestStore` and "
                    + "its article \"Testing\" (github.com/pointfreeco/swift-composable-"
                    + "architecture)"
            ],
            judges: folders(of: teaModule)),
        forks: [exhaustiveConstruct, missedMeasure, exhaustiveAgainst]
    ) { inputs, choices in
        let figures = missed(
            inputs, choices, on: choices[exhaustiveConstruct] == 0 ? [.logic] : nil)
        return choices[exhaustiveAgainst] == 1
            ? keeping([teaModule] + mvvmStyles, of: figures) : figures
    }
}

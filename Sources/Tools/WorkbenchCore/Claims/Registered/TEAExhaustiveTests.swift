import PatternCatalog

extension RegisteredClaims {
    /// Which faults an exhaustive test should catch: every fault planted, or those in the
    /// presentation logic alone (the state and effects an exhaustive test asserts).
    static let exhaustiveConstruct = Fork(
        "faults counted", options: ["every fault planted", "faults in the presentation logic"])

    /// Registered before its code: "TEA's tests are exhaustive" (evidence), read as: they catch
    /// more of the planted faults than the other patterns' tests. Its margin, set here with it
    /// before any figure: share: 0.2, least: 2, unit: "faults".
    package static let teaExhaustiveTests = ClaimDefinition(
        id: "tea-exhaustive-tests", seeds: [], about: nil,
        claim: "TEA's tests are exhaustive",
        classification: .evidence(
            "a test that sends an action and must assert the whole state that follows, and "
                + "every effect, leaves no change unchecked, so it should catch what the other "
                + "patterns' tests miss; but it checks the state, not the frame, so a fault in "
                + "rendering passes it, and the other patterns' tests may already catch "
                + "every fault in the logic"),
        figure: "planted faults the pattern's own tests catch, TEA's against every other "
            + "pattern's",
        rule: .custom(
            "supported if TEA's tests catch more than every other pattern's by the margin, "
                + "against if any catches more by it; not yet measured until TEA is built",
            decide: decide(teaModule, against: { _ in true }, higherSupports: true)),
        couldFail: "another pattern's tests catch as many of the faults as TEA's",
        registration: .init(
            sources: [
                "Point-Free, the Composable Architecture's documentation of `TestStore` "
                    + "(github.com/pointfreeco/swift-composable-architecture)",
                "Chris Eidhof, Matt Gallagher and Florian Kugler, *App Architecture* (objc.io, "
                    + "2018), its chapter \"The Elm Architecture\"",
            ],
            judges: folders(of: teaModule)),
        forks: [exhaustiveConstruct, caughtMeasure]
    ) { inputs, choices in
        caught(inputs, choices, on: choices[exhaustiveConstruct] == 1 ? [.logic] : nil)
    }
}

import PatternCatalog

extension SeedClaims {
    /// Seed 004: "One presenter per view: more classes" (a definition).
    package static let onePresenterPerViewMoreClasses = ClaimDefinition(
        id: "mvp-more-classes", seeds: ["004"], about: .mvp,
        claim: "One presenter per view: more classes",
        classification: .definition(
            "MVP's rules need a presenter, a view protocol and a view on every "
                + "screen, where an MVC screen is one controller"),
        figure: "the screen's own types (protocols included)",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "MVP builds a screen with no more types than MVC",
        measure: screenTypes)
}

import PatternCatalog

extension SeedClaims {
    /// Seeds 004, 000: "More classes" (a definition).
    package static let mvvmMoreClasses = ClaimDefinition(
        id: "mvvm-more-classes", seeds: ["004", "000"], about: .mvvm, claim: "More classes",
        classification: .definition(
            "MVVM's rules put a view model apart from each screen's view (view models "
                + "reach no view or toolkit type, views depend on their view model): at "
                + "least one type more than an MVC screen's controller; any more is an "
                + "author's choice"),
        figure: "the screen's own types (protocols included)",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "MVVM builds a screen from the view and the view model its rules need and no "
            + "more: one type more than MVC's controller, within the margin",
        measure: screenTypes)
}

import PatternCatalog

extension RegisteredClaims {
    /// Registered before its code: "TEA's learning curve is steep" (out of reach here). Its
    /// threshold, set here with it: structural: "a study of learners decides it".
    package static let teaLearningCurve = ClaimDefinition(
        id: "tea-learning-curve", seeds: [], about: nil,
        claim: "TEA's learning curve is steep",
        classification: .outOfReach(
            "it speaks of people learning: how long developers new to each pattern take to "
                + "make a first correct change (the exercises, timed with learners new to each "
                + "pattern) would decide it; no figure of the code does, and no source names "
                + "one"),
        figure: "none here: the time learners take, which this package does not measure",
        rule: .custom(
            "not judged: out of reach here",
            decide: { _, _, _ in .init(.outOfReach) }),
        couldFail: "learners new to TEA make their first correct change as fast as in MVVM",
        registration: .init(
            sources: [
                "issue #53's wording of a common assertion about The Elm Architecture and the "
                    + "Composable Architecture; no source found measures it"
            ],
            judges: folders(of: teaModule)),
        forks: []
    ) { _, _ in
        Figures(
            whole: PerPattern { _ in .none },
            missing: .notMeasurable("a study of learners would decide it"))
    }
}

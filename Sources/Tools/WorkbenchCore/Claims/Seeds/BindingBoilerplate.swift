import PatternCatalog

extension SeedClaims {
    /// Seeds 001, 003: "Binding takes boilerplate code" (evidence).
    package static let bindingBoilerplate = ClaimDefinition(
        id: "binding-boilerplate", seeds: ["001", "003"], about: .mvvm,
        claim: "Binding takes boilerplate code",
        classification: .evidence(
            "MVC binds by hand too (its controller copies each value into its widget "
                + "and reads it back), so binding the form could take as many statements in "
                + "MVC as in a bound style"),
        figure: "binding glue on the profile, the two-way form: statements that copy a value into "
            + "a widget, register for its events, or add, remove or answer an observer or a "
            + "delegate",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "binding the form takes no more statements in MVVM than copying by hand in MVC"
    ) { inputs in
        Figures(
            whole: inputs.perPattern {
                inputs.screen($0, "Profile").map { Double($0.bindingStatements) }
            })
    }
}

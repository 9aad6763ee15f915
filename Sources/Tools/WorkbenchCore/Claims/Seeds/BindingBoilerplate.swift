import PatternCatalog

extension SeedClaims {
    /// How binding glue is counted (issue #50's table): per bound value, the headline, as every
    /// pattern writes it out (a loop over three fields binds three, a contract call one per
    /// argument); per statement as written; per bound value with the contracts' requirements.
    static let bindingCounted = Fork(
        "binding counted",
        options: [
            "per bound value", "per statement as written",
            "per bound value, with the contracts' requirements",
        ])

    /// Seeds 001, 003: "Binding takes boilerplate code" (evidence).
    package static let bindingBoilerplate = ClaimDefinition(
        id: "binding-boilerplate", seeds: ["001", "003"], about: .mvvm,
        claim: "Binding takes boilerplate code",
        classification: .evidence(
            "MVC binds by hand too (its controller copies each value into its widget "
                + "and reads it back), so binding the form could take as many statements in "
                + "MVC as in a bound style"),
        figure: "binding glue on the profile, the two-way form: the values moved by statements "
            + "that copy a value into a widget, register for its events, add, remove or answer an "
            + "observer or a delegate, or call through a contract (`BindingCount`)",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "binding the form takes no more statements in MVVM than copying by hand in MVC",
        forks: [bindingCounted]
    ) { inputs, choices in
        Figures(
            whole: inputs.perPattern {
                inputs.screen($0, "Profile").map { screen in
                    switch choices[bindingCounted] {
                    case 1: Double(screen.bindingStatements)
                    case 2: Double(screen.boundValues + screen.bindingRequirements)
                    default: Double(screen.boundValues)
                    }
                }
            })
    }
}

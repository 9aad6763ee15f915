import PatternCatalog

extension RegisteredClaims {
    /// Registered before its code: "A unidirectional architecture makes state changes
    /// predictable" (a definition), shown as the rule the code keeps. Its threshold, set here
    /// with it: structural: "no write to a screen's state outside its reducer".
    package static let teaPredictable = ClaimDefinition(
        id: "tea-predictable", seeds: [], about: nil,
        claim: "A unidirectional architecture makes state changes predictable",
        classification: .definition(
            "in The Elm Architecture one function changes a screen's state, the reducer "
                + "`(inout State, Action) -> Effect`, and only for an action sent to the store: "
                + "every change follows from an action by that function, which is what "
                + "predictable means here; a rule in TEA's descriptor, read from the compiler's "
                + "index, shows it (no type but the reducer writes the state)"),
        figure: "writes to a screen's state outside its reducer, read from the index",
        rule: .custom(
            "shown, not judged: the rule holds or the build's rule check fails; not yet "
                + "measured until TEA is built",
            decide: { _, _, _ in .init(.notYetMeasured) }),
        couldFail: "a view controller or an effect writes the state directly",
        registration: .init(
            sources: [
                "Evan Czaplicki, \"The Elm Architecture\", guide.elm-lang.org/architecture",
                "Chris Eidhof, Matt Gallagher and Florian Kugler, *App Architecture* (objc.io, "
                    + "2018), its chapter \"The Elm Architecture\"",
            ],
            judges: folders(of: teaModule)),
        forks: []
    ) { _, _ in
        Figures(
            whole: PerPattern { _ in .none },
            missing: .notYetMeasured("TEA is not built yet (issue #53)"))
    }
}

import PatternCatalog

extension RegisteredClaims {
    /// Registered before its code: "A unidirectional architecture makes state changes
    /// predictable" (a definition), shown as the rule the code keeps. Its threshold, set here
    /// with it: structural: "no write to a screen's state outside its reducer".
    package static let teaPredictable = ClaimDefinition(
        id: "tea-predictable", seeds: [], about: nil,
        claim: "A unidirectional architecture makes state changes predictable",
        classification: .definition(
            "in The Elm Architecture one function changes a screen's state, the reducer, and "
                + "only for an action sent to the store. The rule, in TEA's descriptor, read "
                + "from the index: no write to a stored property of a State outside its own "
                + "initializers and mutating members, the reducer and the store's `inout` "
                + "pass (tests exempt). Fewer state bugs would be another claim"),
        figure: "writes to a screen's state outside the places the rule allows, read from the "
            + "index",
        rule: .custom(
            "shown, not judged: the rule holds or the rule check fails; not yet measured "
                + "until TEA is built",
            decide: { _, _, _ in .init(.notYetMeasured) }),
        couldFail: "only by breaking the rule: a view controller or an effect writing the "
            + "state directly",
        registration: .init(
            sources: [
                "Redux, \"a predictable state container for JavaScript apps\" (redux.js.org), "
                    + "after The Elm Architecture",
                "Evan Czaplicki, \"The Elm Architecture\", guide.elm-lang.org/architecture",
            ],
            judges: folders(of: teaModule)),
        forks: []
    ) { _, _ in
        Figures(
            whole: PerPattern { _ in .none },
            missing: .notYetMeasured(
                "TEA is built, but the rule's check is not: the descriptors' rules read which "
                    + "types a role depends on, not where a property is written (issue #53)"))
    }
}

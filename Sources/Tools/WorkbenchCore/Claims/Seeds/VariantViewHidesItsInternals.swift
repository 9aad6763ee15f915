import PatternCatalog

extension SeedClaims {
    /// Seed 004: "The view hides its internals (proxy)" (a definition).
    package static let variantViewHidesItsInternals = ClaimDefinition(
        id: "variant-view-hides-internals", seeds: ["004"], about: .mvcVariant,
        claim: "The view hides its internals (proxy)",
        classification: .definition(
            "seed 004 defines the variant by views that take their model and fill "
                + "their own private subviews, so that the controller cannot see the view's "
                + "internals; no architecture rule checks it yet, and the variant's profile "
                + "controller does reach its form view's fields"),
        figure: "distinct toolkit types the controllers use, over the whole pattern",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "the variant's controllers handle as many kinds of widget as MVC's"
    ) { inputs in
        Figures(
            whole: inputs.perPattern { pattern in
                inputs.role(pattern, .controller).map {
                    Double(
                        $0.concreteDependencies.filter { $0.hasPrefix(SharedCore.toolkit + ".") }
                            .count)
                }
            }, notes: ["decided over the whole pattern, not per screen"])
    }
}

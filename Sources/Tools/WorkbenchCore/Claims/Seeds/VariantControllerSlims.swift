import PatternCatalog

extension SeedClaims {
    /// Seed 004: "The controller slims down" (evidence).
    package static let variantControllerSlims = ClaimDefinition(
        id: "variant-controller-slims", seeds: ["004"], about: .mvcVariant,
        claim: "The controller slims down",
        classification: .evidence(
            "how much code the variant's views take from their controllers depends on "
                + "what each screen's views can do with the model they own: on a screen "
                + "with little to configure they may take next to nothing"),
        figure: "code lines of the controller role",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "the variant's controllers keep as much code as MVC's, the views taking none"
    ) { inputs in
        let screens = inputs.perScreen { _, figures in
            figures.roleSource[.controller].map { Double($0.codeLines) }
        }
        return Figures(whole: ClaimInputs.totals(screens), screens: screens)
    }
}

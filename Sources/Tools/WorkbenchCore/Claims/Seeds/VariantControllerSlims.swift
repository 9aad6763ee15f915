import PatternCatalog

extension SeedClaims {
    /// Where a view's configuration from its own model is counted (issue #50's table, claim 2):
    /// with the view, as its code is written (the headline), or with the controller that hands
    /// the model over, as MVC's controller does that work itself
    /// (`ScreenFigures.viewConfigurationLines`).
    static let viewConfiguration = Fork(
        "views' configuration",
        options: ["with the view", "with the controller that hands the model over"])

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
        couldFail: "the variant's controllers keep as much code as MVC's, the views taking none",
        forks: [viewConfiguration]
    ) { inputs, choices in
        let screens = inputs.perScreen { _, figures in
            figures.roleSource[.controller].map {
                Double(
                    $0.codeLines
                        + (choices[viewConfiguration] == 1 ? figures.viewConfigurationLines : 0))
            }
        }
        return Figures(whole: ClaimInputs.totals(screens), screens: screens)
    }
}

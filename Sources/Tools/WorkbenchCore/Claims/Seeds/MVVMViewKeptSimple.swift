import PatternCatalog

extension SeedClaims {
    /// Seed 002: "The view is kept as simple as possible" (evidence).
    package static let mvvmViewKeptSimple = ClaimDefinition(
        id: "mvvm-view-simple", seeds: ["002"], about: .mvvm,
        claim: "The view is kept as simple as possible",
        classification: .evidence(
            "MVVM's views hold no presentation logic by the rules, but a binding "
                + "style can put branching back into the view (a key-value observing "
                + "callback switches on every key path; a write-back checks whether the "
                + "field differs), so its views could branch as much as MVC's controllers"),
        figure: "decision points of the views (MVC: its controllers, which do the views' work)",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "MVVM's views branch as much as MVC's controllers (a key-value observing "
            + "callback switches on every key path)"
    ) { inputs in
        let screens = inputs.perScreen { pattern, figures in
            let role: ArchitectureRole = pattern.logicRole == .controller ? .controller : .view
            return Double(figures.source(of: role).decisionPoints)
        }
        return Figures(
            whole: ClaimInputs.totals(screens), screens: screens,
            notes: [
                "MVC's figure is its controller, which by its rules holds the screen's logic: "
                    + "the figure weighs a view against a view plus its logic"
            ])
    }
}

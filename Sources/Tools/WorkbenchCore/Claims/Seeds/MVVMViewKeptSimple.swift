import PatternCatalog

extension SeedClaims {
    /// What MVC's figure counts (issue #50's table, claim 8), and the variant's: its views'
    /// decision points and those on its controllers' binding-and-view lines only (the headline:
    /// the views' work, by the line classes `LineConstruct` gives, claim 23's), or all its
    /// controllers' decision points (the figure before the fork, its views left out).
    static let mvcViewDecisions = Fork(
        "MVC's figure",
        options: [
            "its views and its controllers' binding-and-view lines",
            "all its controllers' decision points",
        ])

    /// How MVC's and the variant's controller lines are classed for the headline of
    /// `mvcViewDecisions`: by the MVVM (Observation) line each matches, as claim 23 classes
    /// them, or by what the line touches (a widget written or read, a binding mark). Added
    /// after the figures, when a blind audit read the lines the second way.
    static let lineClasses = Fork(
        "line classes",
        options: ["matched to MVVM (Observation)'s lines", "by what a line touches"],
        addedAfterFigures: "855e2b7")

    /// Seed 002: "The view is kept as simple as possible" (evidence).
    package static let mvvmViewKeptSimple = ClaimDefinition(
        id: "mvvm-view-simple", seeds: ["002"], about: .mvvm,
        claim: "The view is kept as simple as possible",
        classification: .evidence(
            "MVVM's views hold no presentation logic by the rules, but a binding "
                + "style can put branching back into the view (a key-value observing "
                + "callback switches on every key path; a write-back checks whether the "
                + "field differs), so its views could branch as much as MVC's controllers"),
        figure: "decision points of the views (MVC and the variant: their views' and those on "
            + "their controllers' binding-and-view lines, the views' work the controllers do)",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "MVVM's views branch as much as MVC's controllers (a key-value observing "
            + "callback switches on every key path)",
        forks: [mvcViewDecisions, lineClasses]
    ) { inputs, choices in
        let files = FileRoles.byFile(graph: inputs.graph)
        let screens = inputs.perScreen { pattern, figures in
            guard pattern.logicRole == .controller else {
                return Double(figures.source(of: .view).decisionPoints)
            }
            if choices[mvcViewDecisions] == 1 {
                return Double(figures.source(of: .controller).decisionPoints)
            }
            return Double(
                figures.source(of: .view).decisionPoints
                    + inputs.decisionPoints(
                        of: .controller, .bindingAndView, in: pattern, screen: figures.screen,
                        files: files, byTouch: choices[lineClasses] == 1))
        }
        return Figures(
            whole: ClaimInputs.totals(screens), screens: screens,
            notes: [
                "MVC's and the variant's controllers hold the screen's logic by their rules; "
                    + "the headline counts only the decision points on their binding-and-view "
                    + "lines (LineConstruct), the views' work, and the fork \"MVC's figure\" "
                    + "counts them all"
            ])
    }
}

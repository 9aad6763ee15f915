import PatternCatalog

extension SeedClaims {
    /// Seeds 004, 001: "The view controller slims down" (evidence).
    package static let mvvmControllerSlims = ClaimDefinition(
        id: "mvvm-controller-slims", seeds: ["004", "001"], about: .mvvm,
        claim: "The view controller slims down",
        classification: .evidence(
            "MVVM's rules move the presentation logic into the view model, but its "
                + "view controller gains the binding (observers and their callbacks, a "
                + "delegate's methods, tracked updates), which could eat the saving"),
        figure: "code lines of the view controllers: the controller role in MVC and the variant, "
            + "the view role in MVP and MVVM",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "MVVM's view controllers keep as much code as MVC's controllers: binding by "
            + "hand (key-value observing's callbacks, a delegate's methods) takes lines too",
        otherAuthors: .viewControllerLines, forks: [protocolCounted]
    ) { inputs, choices in
        let screens = inputs.perScreen { pattern, figures in
            let role: ArchitectureRole = pattern.logicRole == .controller ? .controller : .view
            return Double(
                figures.codeLines(of: role, protocolsCounted: choices[protocolCounted]))
        }
        return Figures(
            whole: ClaimInputs.totals(screens), screens: screens,
            notes: [
                "MVC's figure is its whole controller, which by its rules holds the screen's "
                    + "logic; MVVM's, its views, which by theirs hold none: the figure weighs a "
                    + "view against a view plus its logic, and the binding code decides the rest"
            ])
    }
}

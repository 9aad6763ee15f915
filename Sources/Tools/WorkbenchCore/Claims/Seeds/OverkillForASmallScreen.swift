import PatternCatalog

extension SeedClaims {
    /// Seed 000: "May be overkill for a small project" (a definition).
    package static let overkillForASmallScreen = ClaimDefinition(
        id: "mvvm-overkill-small", seeds: ["000"], about: .mvvm,
        claim: "May be overkill for a small project",
        classification: .definition(
            "MVVM's rules add a view model and its binding to every screen, however "
                + "small, while the presentation logic only moves: on the smallest screen "
                + "that fixed cost makes MVVM's code the larger; whether it is overkill is "
                + "a judgement no figure makes"),
        figure: "code lines on the smallest screen (the one with the fewest MVC code lines)",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "on the smallest screen MVVM needs no more code than MVC"
    ) { inputs in
        guard
            let smallest = inputs.screenNames.min(by: {
                (inputs.screen(.mvc, $0)?.codeLines ?? .max)
                    < (inputs.screen(.mvc, $1)?.codeLines ?? .max)
            })
        else {
            return Figures(whole: PerPattern { _ in .none }, missing: .notMeasurable("no screen"))
        }
        return Figures(
            whole: inputs.perPattern(
                { inputs.screen($0, smallest).map { Double($0.codeLines) } },
                text: { pattern, value in
                    "\(Int(value)) lines, "
                        + (inputs.screen(pattern, smallest)?.types ?? 0).counted("type")
                }), notes: ["on the \(smallest) screen"])
    }
}

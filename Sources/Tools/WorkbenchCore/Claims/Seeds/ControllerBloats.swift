import PatternCatalog

extension SeedClaims {
    /// Seed 004: "The controller bloats" (evidence).
    package static let controllerBloats = ClaimDefinition(
        id: "controller-bloats", seeds: ["004"], about: .mvc, claim: "The controller bloats",
        classification: .evidence(
            "MVC keeps each screen's presentation logic and binding in its "
                + "controller, while the other patterns split them over two roles or more; "
                + "but a split role can grow as large as MVC's controller (a list's view "
                + "model holds the list's state and its rows' logic), so the largest role "
                + "could come out anywhere"),
        figure: "code lines of each screen's largest role (MVC: its controller)",
        rule: .compare(against: .everyOther, higherSupports: true),
        couldFail: "another pattern gathers a screen's logic in one role as large as MVC's "
            + "controller",
        otherAuthors: .largestRolePerScreen
    ) { inputs in
        func largest(_ figures: ScreenFigures) -> (ArchitectureRole, Int)? {
            ClaimInputs.ownRoles(of: figures).map { ($0, figures.source(of: $0).codeLines) }
                .max { $0.1 < $1.1 }
        }
        let screens = inputs.perScreen(
            { largest($1).map { Double($0.1) } },
            text: { _, figures, value in
                largest(figures).map { "\($0.1) (\($0.0.rawValue))" } ?? value.figureText
            })
        return Figures(whole: ClaimInputs.totals(screens), screens: screens)
    }
}

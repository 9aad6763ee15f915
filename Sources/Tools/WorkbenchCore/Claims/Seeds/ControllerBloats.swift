import PatternCatalog

extension SeedClaims {
    /// Where a protocol's lines are counted (issue #50's table, claims 1 and 7): with the role it
    /// declares itself in (the headline: MVP's view contract with the views, the delegate
    /// style's protocol with the view model), with the role whose types conform to it, or with
    /// neither (`ScreenFigures.codeLines(of:protocolsCounted:)`).
    static let protocolCounted = Fork(
        "protocols' place",
        options: [
            "with the role each declares itself in", "with the role that conforms to it",
            "with neither",
        ])

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
        otherAuthors: .largestRolePerScreen, forks: [protocolCounted]
    ) { inputs, choices in
        func largest(_ figures: ScreenFigures) -> (ArchitectureRole, Int)? {
            ClaimInputs.ownRoles(of: figures).map {
                ($0, figures.codeLines(of: $0, protocolsCounted: choices[protocolCounted]))
            }
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

import PatternCatalog

extension RegisteredClaims {
    /// Where VIPER's contracts are counted: a protocol's lines with the screen's code, or left
    /// out (the code that does the work alone).
    static let viperProtocols = Fork(
        "protocols", options: ["counted with the screen's code", "left out"])

    /// Registered before its code: "VIPER takes more code per feature" (evidence). Its margin,
    /// set here with it before any figure: share: 0.2, least: 20, unit: "code lines".
    package static let viperMoreCode = ClaimDefinition(
        id: "viper-more-code", seeds: [], about: nil,
        claim: "VIPER takes more code per feature",
        classification: .evidence(
            "VIPER adds an interactor, a router and a contract between each pair of roles, "
                + "which take lines; but the screen's logic is the same logic, MVP already "
                + "writes a view contract, and the router takes over lines the view "
                + "controller had, so the screen's code could come out close to MVP's"),
        figure: "code lines of each screen's own files, VIPER's against MVP's",
        rule: .custom(
            "per screen summed: supported if VIPER's code lines are above MVP's by the margin, "
                + "against if below by it, not shown in between; not yet measured until VIPER "
                + "is built",
            decide: decide(viperModule, against: { $0 == .mvp }, higherSupports: true)),
        couldFail: "VIPER's screens take no more lines than MVP's, within the margin",
        registration: .init(
            sources: [
                "Bohdan Orlov, \"iOS Architecture Patterns\" (Medium, 2015)",
                "Sergey Petrov, \"Why VIPER is a bad choice for your next application\" "
                    + "(Medium, 2017)",
            ],
            judges: folders(of: viperModule)),
        forks: [viperProtocols]
    ) { inputs, choices in
        let screens = inputs.perScreen { _, figures in
            let protocols = figures.protocols.reduce(0) { $0 + $1.codeLines }
            return Double(
                figures.codeLines - (choices[viperProtocols] == 1 ? protocols : 0))
        }
        return Figures(whole: ClaimInputs.totals(screens), screens: screens)
    }
}

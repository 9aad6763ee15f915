import PatternCatalog

extension RegisteredClaims {
    /// VIPER's code counted: the whole folder (a module's wiring counted wherever it sits, as
    /// MVP's sits in its Screens.swift), or the screens' folders only; protocols with it or
    /// left out; against MVP, the pattern it grows from, or every pattern built before it.
    static let viperCodeCounted = Fork(
        "code counted", options: ["the whole folder", "the screens' folders only"])
    static let viperProtocols = Fork(
        "protocols", options: ["counted with the code", "left out"])
    static let viperCodeAgainst = Fork(
        "compared with", options: ["MVP", "every pattern built before it"])

    /// Registered before its code: "VIPER takes more code per feature" (evidence). Its margin,
    /// set here with it before any figure: share: 0.2, least: 20, unit: "code lines".
    package static let viperMoreCode = ClaimDefinition(
        id: "viper-more-code", seeds: [], about: nil,
        claim: "VIPER takes more code per feature",
        classification: .evidence(
            "VIPER adds an interactor, a router and a contract between each pair of roles, "
                + "which take lines; but the screen's logic is the same logic, MVP already "
                + "writes a view contract, and the router takes over lines the view "
                + "controller had, so the code could come out within a fifth of MVP's"),
        figure: "code lines of the pattern's folder, VIPER's against MVP's",
        rule: .custom(
            "supported if VIPER's code lines are above every pattern compared by the margin, "
                + "against if below any by it, not shown in between; not yet measured until "
                + "VIPER is built",
            decide: decide(viperModule, against: patternsAtRegistration, higherSupports: true)),
        couldFail: "VIPER's folder takes no more lines than MVP's, within the margin",
        registration: .init(
            sources: [
                "Bohdan Orlov, \"iOS Architecture Patterns\" (Medium, 2015)",
                "Sergey Petrov, \"Why VIPER is a bad choice for your next application\" (Medium)",
            ],
            judges: folders(of: viperModule)),
        forks: [viperCodeCounted, viperProtocols, viperCodeAgainst]
    ) { inputs, choices in
        let whole = PerPattern<Figure> { pattern in
            let screens = inputs.screenNames.compactMap { inputs.screen(pattern, $0) }
            guard screens.count == inputs.screenNames.count else { return .none }
            let protocols = screens.flatMap(\.protocols).reduce(0) { $0 + $1.codeLines }
            let files = PatternGraph(module: pattern.module, graph: inputs.graph).files()
            let lines =
                (choices[viperCodeCounted] == 0
                    ? SourceMeasures(files: files, root: inputs.root).codeLines
                    : screens.reduce(0) { $0 + $1.codeLines })
                - (choices[viperProtocols] == 1 ? protocols : 0)
            return Figure(Double(lines), "\(lines) code lines")
        }
        let figures = Figures(whole: whole)
        return choices[viperCodeAgainst] == 0
            ? keeping([viperModule, "MVP"], of: figures) : figures
    }
}

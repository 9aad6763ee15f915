import PatternCatalog

extension RegisteredClaims {
    /// Registered before its code: "VIPER needs more files per feature" (a definition). Its
    /// margin, set here with it before any figure: share: 0.2, least: 2, unit: "files".
    package static let viperMoreFiles = ClaimDefinition(
        id: "viper-more-files", seeds: [], about: nil,
        claim: "VIPER needs more files per feature",
        classification: .definition(
            "VIPER's rules give every screen's module a view, a presenter, an interactor and a "
                + "router, each a type of its own (the entities are the shared model), where "
                + "MVP's screen has a view and a presenter: two types more at least, and the "
                + "files that hold them, as every pattern here gives a type its file; any more "
                + "(a contract file, a builder) is an author's choice"),
        figure: "the screen's own files, VIPER's against MVP's",
        rule: .custom(
            "shown, not judged: the files per screen follow from the roles VIPER's rules "
                + "require; not yet measured until VIPER is built",
            decide: decide(viperModule, against: { $0 == .mvp }, higherSupports: true)),
        couldFail: "VIPER's screens come to as few files as MVP's, the interactor and router "
            + "folded into types the presenter's file already holds",
        registration: .init(
            sources: [
                "Jeff Gilbert and Conrad Stoll, \"Architecting iOS Apps with VIPER\", objc.io "
                    + "issue 13 (2014)",
                "Bohdan Orlov, \"iOS Architecture Patterns\" (Medium, 2015)",
            ],
            judges: folders(of: viperModule)),
        forks: []
    ) { inputs, _ in
        let screens = inputs.screenNames.map { screen in
            (
                screen,
                PerPattern { pattern in
                    let files = PatternGraph(module: pattern.module, graph: inputs.graph).files(
                        under: "\(SourceLayout.patterns)/\(pattern.module)/\(screen)/")
                    return files.isEmpty ? Figure(nil) : Figure(Double(files.count))
                }
            )
        }
        return Figures(whole: ClaimInputs.totals(screens), screens: screens)
    }
}

import PatternCatalog

extension RegisteredClaims {
    /// Registered before its code: "VIPER needs more files per feature" (a definition, shown by
    /// the types its rules require). Its threshold, set here with it:
    /// structural: "a definition: shown, not judged".
    package static let viperMoreFiles = ClaimDefinition(
        id: "viper-more-files", seeds: [], about: nil,
        claim: "VIPER needs more files per feature",
        classification: .definition(
            "VIPER's rules give every module a view, a presenter, an interactor and a router, "
                + "each a type (the entities are the shared model), where MVP's screen has a "
                + "view and a presenter: two types more at least. More files is how an author "
                + "splits them (a few files here hold two types), so the rule is shown in "
                + "types, files beside them"),
        figure: "the screen's own types (protocols included), VIPER's against MVP's, with the "
            + "screen's files beside them",
        rule: .custom(
            "shown, not judged: the types per screen follow from the roles VIPER's rules "
                + "require; not yet measured until VIPER is built",
            decide: decide(viperModule, against: ["MVP"], higherSupports: true)),
        couldFail: "only by an author's choice: VIPER's roles folded into fewer types than its "
            + "rules name",
        registration: .init(
            sources: [
                "Jeff Gilbert and Conrad Stoll, \"Architecting iOS Apps with VIPER\", objc.io "
                    + "issue 13 (2014)"
            ],
            judges: folders(of: viperModule)),
        forks: []
    ) { inputs, _ in
        let screens = inputs.screenNames.map { screen in
            (
                screen,
                PerPattern { pattern in
                    guard let figures = inputs.screen(pattern, screen) else { return Figure.none }
                    let files = PatternGraph(module: pattern.module, graph: inputs.graph).files(
                        under: "\(SourceLayout.patterns)/\(pattern.module)/\(screen)/")
                    return Figure(
                        Double(figures.types), "\(figures.types) types, \(files.count) files")
                }
            )
        }
        return Figures(whole: ClaimInputs.totals(screens), screens: screens)
    }
}

import VIPER

extension PatternDescriptor {
    /// VIPER as its users write it (objc.io issue 13, "Architecting iOS Apps with VIPER"): one
    /// module per screen, a passive view, a presenter that formats, an interactor that owns the
    /// use case and a router that builds the module and navigates, each knowing the others only
    /// through the module's contract. Its logic role is the presenter, where the screen's state
    /// and formatting live. The interactor's use case is logic too (the debounce and the newest
    /// request, which MVP's presenter holds): the logic-role mutants and the lines' constructs
    /// take both (`MutationScope`, `LineConstruct`).
    public static let viper = PatternDescriptor(
        module: "VIPER", command: "viper", family: .viper, logicRole: .presenter,
        rules: [
            Rule(
                "views never reference entities",
                why: "objc.io's VIPER: the presenter gives the view plain display data, and the "
                    + "view never sees an entity",
                from: .role(.view), .mustNotDependOn(.role(.model))),
            Rule(
                "views reach presenters only through protocols",
                why: "VIPER's module contract: the view tells its presenter of events through an "
                    + "output protocol, so a test can stand in for either",
                from: .role(.view), .onlyThroughProtocols(.role(.presenter))),
            Rule(
                "views push and pop nothing",
                why: "objc.io's VIPER: the wireframe (router) presents the next screen; no view "
                    + "controller knows another",
                from: .role(.view), .mustNotDependOn(.types(["TextUI.NavigationController"]))),
            Rule(
                "presenters reach views, interactors and routers only through protocols",
                why: "VIPER's module contract: each role is tested with mocks of the others",
                from: .role(.presenter),
                .onlyThroughProtocols(.roles([.view, .interactor, .router]))),
            Rule(
                "presenters use no toolkit type",
                why: "objc.io's VIPER: the presenter holds no UIKit; the view does",
                from: .role(.presenter), .mustNotDependOn(.role(.toolkit))),
            Rule(
                "presenters reach no store and no service",
                why: "objc.io's VIPER: the interactor owns the use case and the data it works on; "
                    + "the presenter gets entities from it",
                from: .role(.presenter),
                .mustNotDependOn(
                    .types(["Model.Store", "Model.CatalogService", "Model.RepositorySearchService"])
                )
            ),
            Rule(
                "interactors know no view and no toolkit type",
                why: "objc.io's VIPER: the interactor is the use case, independent of any UI",
                from: .role(.interactor), .mustNotDependOn(.roles([.view, .toolkit]))),
            Rule(
                "interactors reach presenters only through protocols",
                why: "VIPER's module contract: the interactor tells its output, not a presenter",
                from: .role(.interactor), .onlyThroughProtocols(.role(.presenter))),
        ],
        sceneDelegate: VIPER.SceneDelegate.init)
}

import TEA

extension PatternDescriptor {
    /// The Elm Architecture as the Composable Architecture writes it in Swift (Point-Free's
    /// `Reducer`, `Effect`, `Store` and `TestStore`), on a small store runtime of its own
    /// (`ElmArchitecture`, and its test store for the tests alone): per screen a state, its
    /// actions, a reducer that alone changes the state and returns effects, and a view controller
    /// that renders the state and sends actions. Its logic role is the reducer, whose role the
    /// state, the actions and the effects share, being nested in it. Its views bind with
    /// Observation, as MVVM (Observation)'s do: they render the store's state in
    /// `updateProperties()`.
    public static let tea = PatternDescriptor(
        module: "TEA", command: "tea", family: .tea, style: .observation, logicRole: .reducer,
        rules: [
            Rule(
                "reducers reach no view and no toolkit type",
                why: "The Elm Architecture: `update` turns a message and a model into a new model "
                    + "and commands, and never touches the page (guide.elm-lang.org/"
                    + "architecture), so a reducer runs, and is tested, without any UI",
                from: .role(.reducer), .mustNotReach(.roles([.view, .toolkit]))),
            Rule(
                "views reach no store and no service",
                why: "The Elm Architecture: the view renders the model and sends messages; all "
                    + "work with the world is a command the update returns (TCA: effects are "
                    + "where side effects happen), so a view controller changes the app's data or "
                    + "calls a service only by sending an action",
                from: .role(.view),
                .mustNotDependOn(
                    .types(["Model.Store", "Model.CatalogService", "Model.RepositorySearchService"])
                )),
            Rule(
                "views render their feature's state and send its actions",
                why: "The Elm Architecture: `view : Model -> Html Msg`; a view controller holds "
                    + "its feature's store and knows its state and actions",
                from: .role(.view), .mustDependOn(.role(.reducer))),
            Rule(
                "a feature's state is written in the feature alone",
                why: "The Elm Architecture: `update` alone turns the model into the next one, "
                    + "for a message (guide.elm-lang.org/architecture); a feature's `State` is "
                    + "nested in its reducer, so only the reducer, and the state's own "
                    + "initializers and mutating members, write it. A view controller changes "
                    + "it by sending an action; an effect, by sending one back",
                from: .role(.reducer), .writtenOnlyFromWithin),
        ],
        standsAlsoOn: ["ElmArchitecture", "ElmArchitectureTesting"],
        sceneDelegate: TEA.SceneDelegate.init)
}

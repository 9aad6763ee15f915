import PatternCatalog

extension RegisteredClaims {
    /// Registered before its code: "A unidirectional architecture makes state changes
    /// predictable" (a definition), shown as the rule the code keeps. Its threshold, set here
    /// with it: structural: "no write to a screen's state outside its reducer".
    package static let teaPredictable = ClaimDefinition(
        id: "tea-predictable", seeds: [], about: nil,
        claim: "A unidirectional architecture makes state changes predictable",
        classification: .definition(
            "in The Elm Architecture one function changes a screen's state, the reducer, and "
                + "only for an action sent to the store. The rule, in TEA's descriptor, read "
                + "from the index: no write to a stored property of a State outside its own "
                + "initializers and mutating members, the reducer and the store's `inout` "
                + "pass (tests exempt). Fewer state bugs would be another claim"),
        figure: "writes to a screen's state outside the places the rule allows, read from the "
            + "index",
        rule: .custom(
            "shown, not judged: the rule holds or the rule check fails; not yet measured "
                + "until TEA is built",
            decide: { _, _, _ in .init(.notYetMeasured) }),
        couldFail: "only by breaking the rule: a view controller or an effect writing the "
            + "state directly",
        registration: .init(
            sources: [
                "Redux, \"a predictable state container for JavaScript apps\" (redux.js.org), "
                    + "after The Elm Architecture",
                "Evan Czaplicki, \"The Elm Architecture\", guide.elm-lang.org/architecture",
            ],
            judges: folders(of: teaModule)),
        forks: []
    ) { inputs, _ in
        stateWrites(inputs)
    }

    /// Per screen and over the whole pattern, the writes to a feature's state that TEA's rule
    /// "a feature's state is written in the feature alone" finds outside the feature (the
    /// figure), with the writes inside it beside them; none for the other patterns, which have
    /// no such rule.
    static func stateWrites(_ inputs: ClaimInputs) -> Figures {
        guard let tea = PatternDescriptor.all.first(where: { $0.module == teaModule }),
            let rule = tea.rules.first(where: {
                if case .writtenOnlyFromWithin = $0.check { return true } else { return false }
            })
        else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("TEA's descriptor has no rule on writes"))
        }
        let graph = PatternGraph(module: teaModule, graph: inputs.graph)
        let outside = rule.violations(
            in: inputs.graph, dependencies: graph.dependencies, writes: graph.writes,
            role: graph.role(of:)
        ).flatMap(\.evidence)
        let inside = graph.writes.filter { $0.from == $0.to && graph.role(of: $0.to) == .reducer }
            .flatMap(\.evidence)
        func figure(under folder: String) -> PerPattern<Figure> {
            let out = outside.filter { $0.file.hasPrefix(folder) }.count
            let into = inside.filter { $0.file.hasPrefix(folder) }.count
            return PerPattern { pattern in
                pattern == tea
                    ? Figure(Double(out), "\(out) outside the features, \(into) inside") : .none
            }
        }
        let screens = ScreenFigures.screens(in: inputs.graph, modules: [teaModule]).map { screen in
            (screen, figure(under: "\(SourceLayout.patterns)/\(teaModule)/\(screen)/"))
        }
        return Figures(
            whole: figure(under: "\(SourceLayout.patterns)/\(teaModule)/"), screens: screens,
            notes: [
                "writes as the index marks them: an assignment, a compound assignment, a "
                    + "mutating call, an `inout` pass or a subscript's assignment on a property "
                    + "of a feature or of its state, the initializers' included (a write through "
                    + "a nested property, `state.detail.name = …`, writes both)"
            ])
    }
}

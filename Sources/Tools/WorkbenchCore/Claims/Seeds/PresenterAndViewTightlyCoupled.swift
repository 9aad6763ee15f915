import PatternCatalog

extension SeedClaims {
    /// Seed 004: "Presenter and view are tightly coupled" (a definition).
    package static let presenterAndViewTightlyCoupled = ClaimDefinition(
        id: "presenter-view-coupling", seeds: ["004"], about: .mvp,
        claim: "Presenter and view are tightly coupled",
        classification: .definition(
            "MVP's rules link presenter and view both ways (the presenter holds its "
                + "view through a protocol, the view holds its presenter), and MVVM's "
                + "forbid a view model to refer to any view; how many references each link "
                + "holds is coding style"),
        figure: "references presenter → view + view → presenter (MVVM: view model → view + view "
            + "→ view model)",
        rule: .compare(against: .family(.mvvm), higherSupports: true),
        couldFail: "MVVM's views and view models refer to each other as much as MVP's presenters "
            + "and views"
    ) { inputs in
        func pair(_ pattern: PatternDescriptor, _ figures: ScreenFigures) -> (Int, Int)? {
            let logic = pattern.logicRole
            guard logic != .controller else { return nil }
            return (figures.references(logic, .view), figures.references(.view, logic))
        }
        let screens = inputs.perScreen(
            { pair($0, $1).map { Double($0.0 + $0.1) } },
            text: { pattern, figures, value in
                guard let pair = pair(pattern, figures) else { return value.figureText }
                let contract =
                    figures.viewContractMethods > 0
                    ? ", \(figures.viewContractMethods) contract methods" : ""
                return "\(pair.0) + \(pair.1)\(contract)"
            })
        let cycles = PatternDescriptor.all.map { pattern in
            let found = inputs.metrics(pattern)?.typeCycles ?? []
            return "\(pattern.name): "
                + (found.isEmpty
                    ? "none" : found.map { $0.joined(separator: " ⇄ ") }.joined(separator: "; "))
        }
        return Figures(
            whole: ClaimInputs.totals(screens), screens: screens,
            notes: [
                "type-level cycles (types that refer to each other) — "
                    + cycles.joined(separator: "; ")
            ])
    }
}

import PatternCatalog

extension SeedClaims {
    /// Seed 004: "View and model can be reused on their own" (a definition).
    package static let mvcViewAndModelReuse = ClaimDefinition(
        id: "view-and-model-reuse", seeds: ["004"], about: .mvc,
        claim: "View and model can be reused on their own",
        classification: .definition(
            "MVC has no view type of its own (its screens are the toolkit's views, "
                + "which no app changes) and every pattern shares one model: MVC's half of "
                + "the figure is 0 by construction"),
        figure: "lines changed, to show the card in a second view, in the pattern's view types "
            + "that existed before, and in the shared model",
        rule: .custom(
            "supported if both MVC and MVP change no line of an existing view type and the model "
                + "none; mixed if one of them does; against the seed if both do"
        ) { figures, _, _ in
            let holds = [PatternDescriptor.mvc, .mvp].map { figures.whole[$0]?.value == 0 }
            return .init(
                holds.allSatisfy { $0 } ? .supported : holds.contains(true) ? .mixed : .against)
        },
        couldFail: "MVP's passive view implements the protocol its presenter talks to: a "
            + "presenter that drives a second view may make the first one change too; and the "
            + "model may lack what the second view shows"
    ) { inputs in
        fromRequest(inputs, Requests.reuse) { change, _, result in
            let model = result.shared.under(SourceLayout.sharedFolder("Model") + "/").changed
            let views = change.types.filter { $0.role == "view" && $0.change != .added }
                .reduce(0) { $0 + $1.added + $1.removed }
            return Figure(Double(views + model), "views \(views), model \(model)")
        }
    }
}

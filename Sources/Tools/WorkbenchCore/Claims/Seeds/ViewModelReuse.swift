import PatternCatalog

extension SeedClaims {
    /// Seed 000: "The view model can be reused in several views" (a definition).
    package static let viewModelReuse = ClaimDefinition(
        id: "view-model-reuse", seeds: ["000"], about: .mvvm,
        claim: "The view model can be reused in several views",
        classification: .definition(
            "a view model refers to no view by MVVM's rules, so a second view can "
                + "bind to it without changing it; the change request that shows the card "
                + "twice only adds in every pattern"),
        figure: "existing lines of the role holding the card's logic (controller, presenter, "
            + "view model) that showing the card in a second view removed or rewrote",
        rule: .compare(against: .everyOther, higherSupports: false),
        couldFail: "the compact card words the count its own way, so the view model has to "
            + "rewrite how it publishes the count, while the others' roles only add"
    ) { inputs in
        fromRequest(inputs, Requests.reuse) { change, pattern, _ in
            let logic = change.types.filter { $0.role == pattern.logicRole.rawValue }
            let removed = logic.reduce(0) { $0 + $1.removed }
            let added = logic.reduce(0) { $0 + $1.added }
            return Figure(Double(removed), "\(removed) existing lines changed, \(added) added")
        }
    }
}

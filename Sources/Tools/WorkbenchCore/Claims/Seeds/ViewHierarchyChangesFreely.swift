import PatternCatalog

extension SeedClaims {
    /// Seed 001: "The view hierarchy can change without breaking unit tests" (a definition).
    package static let viewHierarchyChangesFreely = ClaimDefinition(
        id: "view-hierarchy-changes", seeds: ["001"], about: .mvvm,
        claim: "The view hierarchy can change without breaking unit tests",
        classification: .definition(
            "a view model's tests build no view by MVVM's rules, so no move of the "
                + "view hierarchy can break them; whether MVC's tests break depends on how "
                + "they find their labels, a testing idiom, not the pattern"),
        figure: "the pattern's own tests whose assertions fail when the screens' layout moves "
            + "and nothing they show changes (a test file that stops compiling is counted apart, "
            + "with the lines its repair took)",
        rule: .custom(
            "per binding style: supported if MVVM's tests fail none and MVC's at least one; not "
                + "singled out if both fail none; against the seed if MVVM's fail as many as "
                + "MVC's or more"
        ) { figures, style, _ in
            guard let mine = figures.whole[style]?.value,
                let mvc = figures.whole[PatternDescriptor.mvc]?.value
            else { return .init(.notMeasurable) }
            if mine == 0 { return .init(mvc > 0 ? .supported : .notSingledOut) }
            return .init(mine >= mvc ? .against : .notShown)
        },
        couldFail: "MVC's tests, which read the labels by their outlets, survive a move as well "
            + "as a view model's tests"
    ) { inputs in
        fromRequest(
            inputs, Requests.rearrange,
            figure: { change, _, _ in
                Figure(
                    Double(change.testsFailing.count),
                    "\(change.testsFailing.count) failing; \(compileRepair(change))")
            },
            notes: [
                "the request moves where the screens' views sit, and changes nothing they show "
                    + "(salutation-apart, which changes what the card shows, is the request that "
                    + "tests how outputs are added)"
            ])
    }
}

import PatternCatalog

extension SeedClaims {
    /// Seeds 003, 004: "Observers must be added and removed by hand" (a definition).
    package static let observersByHand = ClaimDefinition(
        id: "observers-by-hand", seeds: ["003", "004"], about: .mvvm,
        claim: "Observers must be added and removed by hand",
        classification: .definition(
            "Foundation's key-value observing requires every observer to be removed "
                + "by hand before it goes, while Observation's tracking and a delegate need "
                + "no removal: the figure follows from each binding style's rules"),
        figure: "statements in the pattern's code that add or remove an observer by hand, and "
            + "observers still registered after the screens are torn down (with the store, and "
            + "with key-value observing)",
        rule: .custom(
            "per binding style: supported if its code removes observers by hand, or its screens "
                + "leave one registered when torn down; against the seed if it does neither"
        ) { figures, style, _ in
            guard let value = figures.whole[style]?.value else {
                return .init(.notMeasurable)
            }
            return .init(value > 0 ? .supported : .against)
        },
        couldFail: "a binding style needs no observer removed by hand, and leaves none behind"
    ) { inputs in
        guard !inputs.teardown.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notMeasurable("the screens were not torn down in this run"))
        }
        let whole = PerPattern<Figure> { pattern in
            guard let teardown = inputs.teardown[pattern] else { return .none }
            let left = teardown.storeObserversLeft + teardown.keyValueObserversLeft
            return Figure(
                Double(teardown.removalsByHand + left),
                "\(teardown.additionsByHand) added and \(teardown.removalsByHand) removed by "
                    + "hand, \(left) left")
        }
        return Figures(
            whole: whole,
            notes: [
                "every pattern observes the store through the shared `Store.observe`, whose token "
                    + "ends the observation when it is released: what sets the styles apart is "
                    + "how the view observes its view model",
                "a key-value observer left registered when its object goes stops the program "
                    + "(Foundation's rule, kept by the stand-in): \"left\" can only be 0 in a "
                    + "run that finishes",
            ])
    }
}

import PatternCatalog

extension SeedClaims {
    /// Seed 004: "A layered design lets a service change beneath the screens" (a definition).
    package static let layeredServices = ClaimDefinition(
        id: "layered-services", seeds: ["004"], about: nil,
        claim: "A layered design lets a service change beneath the screens",
        classification: .definition(
            "every pattern stands on one shared service layer (the workbench's rule "
                + "of fairness), so a service that changes beneath it reaches a pattern's "
                + "code only where a screen shows the service's states"),
        figure: "production lines each pattern needs when the catalog service answers from "
            + "local data first, then the network",
        rule: .custom(
            "supported if no pattern needs a production change; against the seed if every "
                + "pattern does; mixed if some do"
        ) { figures, _, _ in
            let changed = figures.whole.allValues.compactMap(\.value)
            guard !changed.isEmpty else { return .init(.notMeasurable) }
            return .init(
                changed.allSatisfy { $0 == 0 }
                    ? .supported : changed.allSatisfy { $0 > 0 } ? .against : .mixed)
        },
        couldFail: "the screens keep a load phase (\"Loading…\" until the service answers), so "
            + "a service that answers twice may need every screen's role to change"
    ) { inputs in
        fromRequest(inputs, Requests.localFirst) { change, _, _ in
            Figure(
                Double(change.production.changed),
                "+\(change.production.added) −\(change.production.removed) "
                    + "(\(change.found.rawValue))")
        }
    }
}

import PatternCatalog

extension SeedClaims {
    /// Seed 000: "Low coupling: a model change reaches fewer types" (a definition).
    package static let lowCouplingModelRipple = ClaimDefinition(
        id: "model-ripple", seeds: ["000"], about: .mvvm,
        claim: "Low coupling: a model change reaches fewer types",
        classification: .definition(
            "MVVM's rule that views see only their view model keeps every model type "
                + "out of its views, so a model change reaches the view models and what "
                + "binds them, while every MVC controller owns the model"),
        figure: "the share of the pattern's types that use a model type, directly or not",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "a model change reaches nearly every MVVM type too (MVC's share is all of its "
            + "types by definition: each is a controller that owns the model)"
    ) { inputs in
        var notes: [String] = []
        let whole = PerPattern<Figure> { pattern in
            guard let ripple = inputs.metrics(pattern)?.modelRipple,
                let report = inputs.report(pattern)
            else { return .none }
            let counted = report.types.filter { name, role in
                role != .assembly && role != .coordinator && !report.protocols.contains(name)
            }.keys
            let reached = ripple.types.filter { counted.contains($0) }.count
            notes.append(
                "\(pattern.name): \(ripple.types.count) of \(ripple.of) types; without "
                    + "protocols, the assembly and a coordinator \(reached) of \(counted.count); "
                    + "one type moves the share by "
                    + "\((100.0 / Double(max(1, ripple.of))).figureText) points")
            return Figure(
                ripple.share * 100,
                "\(ripple.types.count) of \(ripple.of) (\(Int((ripple.share * 100).rounded()))%)")
        }
        return Figures(whole: whole, notes: notes)
    }
}

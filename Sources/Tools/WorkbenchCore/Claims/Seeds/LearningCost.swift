import PatternCatalog

extension SeedClaims {
    /// Seed 000: "Learning cost: MVC low, MVVM medium" (out of reach here).
    package static let learningCost = ClaimDefinition(
        id: "learning-cost", seeds: ["000"], about: .mvvm,
        claim: "Learning cost: MVC low, MVVM medium",
        classification: .outOfReach(
            "a learning cost is what it takes people to learn a pattern, which needs "
                + "learners timed on tasks; the files a tap crosses follow from how many "
                + "roles each pattern's rules define"),
        figure: "files a tap crosses before a label changes",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "a tap crosses as many files in MVC as in MVVM"
    ) { inputs in
        guard !inputs.debugging.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("record the traces: run `scripts/trace`"))
        }
        return Figures(
            whole: inputs.perPattern(
                { inputs.debugging[$0]?.tapFiles.map { Double($0.count) } },
                text: { _, value in "\(Int(value)) files" }),
            notes: ["from the recorded trace of a tap on a row (docs/flows.md)"])
    }
}

import PatternCatalog

extension SeedClaims {
    /// Seed 004: "Bugs are harder to debug" (out of reach here).
    package static let mvvmHarderToDebug = ClaimDefinition(
        id: "mvvm-harder-to-debug", seeds: ["004"], about: .mvvm,
        claim: "Bugs are harder to debug",
        classification: .outOfReach(
            "how hard a bug is to find is decided by developers finding planted bugs "
                + "with a debugger, timed, and this workbench has no one to do it; what it "
                + "can show, where the label changes relative to the store change, follows "
                + "from each binding style's rules and is shown in the traces"),
        figure: "calls the pattern's own code makes between a store change and the label's new "
            + "text (the toolkit's, the binding machinery's and the compiler's frames counted "
            + "apart), and whether the label changes in the change's own call stack",
        rule: .compare(against: .family(.mvc), higherSupports: true),
        couldFail: "MVVM's own code takes as few calls as MVC's from the change to the label"
    ) { inputs in
        guard !inputs.debugging.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("record the traces: run `scripts/trace`"))
        }
        let whole = PerPattern<Figure> { pattern in
            guard let figures = inputs.debugging[pattern], let written = figures.patternCalls,
                let calls = figures.calls, let inStack = figures.labelInChangeCallStack
            else { return .none }
            let place =
                inStack
                ? "in the change's call"
                : "layout pass \(figures.layoutPass.map(String.init) ?? "?")"
            return Figure(Double(written), "\(written) of \(calls) calls; \(place)")
        }
        return Figures(
            whole: whole,
            notes: [
                "from the recorded trace of a store change (docs/flows.md): the calls between it "
                    + "and the label's text, of which the pattern's own code wrote the first "
                    + "number; the rest are the model's, the toolkit's, binding machinery and "
                    + "thunks",
                "a breakpoint on the label shows the change only when the label changes in the "
                    + "change's own call: Observation defers it to the next layout pass, "
                    + "key-value observing and a delegate do not",
            ])
    }
}

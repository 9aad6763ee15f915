import Foundation
import PatternCatalog

extension SeedClaims {
    /// Seed 001: "MVVM increases an app's testability" (evidence).
    package static let testsKillMoreMutants: ClaimDefinition = ClaimDefinition(
        id: "kills-more-mutants", seeds: ["001"], about: .mvvm,
        claim: "MVVM increases an app's testability",
        classification: .evidence(
            "a view model's own tests could kill fewer mutants than MVC's tests, "
                + "which drive the whole controller, or more, since they test the logic "
                + "apart; and the answer may differ between the presentation logic and the "
                + "binding and view code"),
        figure: "the mutation score of the pattern's own tests (mutants killed of those killed "
            + "or survived, over all of the pattern's own code, Mutants/), on two constructs, "
            + "each mutant counted with the line it sits in: lines that do the presentation "
            + "logic, wherever the pattern keeps them, and lines that bind or build the view",
        rule: byConstruct(
            value: "the binding and view", second: "the logic",
            pickedBySeed: "seed 001: \"使得表示逻辑更易于测试\" (makes the presentation logic "
                + "easier to test)"),
        couldFail: "MVC's tests kill as large a share of MVC's mutants as MVVM's tests kill of "
            + "MVVM's, on either construct",
        forks: [construct, mutantsMeasured]
    ) { inputs, choices in
        if choices[mutantsMeasured] == 1 { return measured(as: mvvmEasierToTest, inputs, choices) }
        guard let all = inputs.mutants[.ownCode] else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("run `\(MutationScope.ownCode.command)`"))
        }
        var names: (judged: String, beside: String)?
        var figures = Figures(
            whole: PerPattern { pattern in
                let entries = all.entries(of: pattern)
                func figure(_ kind: FaultConstruct) -> Figure {
                    mutationFigure(
                        entries.filter {
                            inputs.lineConstructs[$0.mutant.file]?[$0.mutant.line] == kind
                        })
                }
                let (logic, view, every) = (
                    figure(.logic), figure(.bindingAndView), mutationFigure(entries)
                )
                let picked = byConstructPicked(
                    choices[construct], logic: logic.value, view: view.value, all: every.value,
                    text: "logic \(logic.text); binding and view \(view.text)"
                        + (choices[construct] == 2 ? "; all \(every.text)" : ""))
                names = picked.names
                return picked.figure
            },
            notes: [
                "each mutant of `\(MutationScope.ownCode.command)` is counted with the line it "
                    + "sits in (LineConstruct): in MVP and every MVVM style the role says (a "
                    + "presenter's or view model's line is logic, a view's binding and view); "
                    + "MVC's and the variant's lines take the construct of the MVVM "
                    + "(Observation) line they match, so the logic in MVC's controller counts "
                    + "as logic and its binding as binding",
                "history: the figure was first taken over the role that holds the presentation "
                    + "logic; the scope was switched to all own code in 03117e2, after the "
                    + "logic-role figures were known; the constructs by line replaced both in "
                    + "bd2a363 and the commit after it, which set the construct and the seed's "
                    + "pick before any figure by line was computed",
            ])
        figures.constructs = names
        return figures
    }
}

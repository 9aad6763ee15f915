import Foundation
import PatternCatalog

extension SeedClaims {
    /// Seeds 000, 001: "Easier to test" (evidence).
    package static let mvvmEasierToTest: ClaimDefinition = ClaimDefinition(
        id: "easier-to-test", seeds: ["000", "001"], about: .mvvm, claim: "Easier to test",
        classification: .evidence(
            "a view model's own tests see none of its view's binding, so over faults planted "
                + "in the binding and view code they could catch fewer than MVC's, whose tests "
                + "read the labels, while over faults in the presentation logic they catch "
                + "alike or more; with faults planted in both, where each pattern keeps the "
                + "code, either could come out"),
        figure: "faults the pattern's own tests catch, of those planted (Faults/), on two "
            + "constructs: faults in the presentation logic, and faults in the binding and view "
            + "code (where a fault's MVVM patch lands in the view role)",
        rule: byConstruct(
            value: "the binding and view", second: "the logic",
            pickedBySeed: "seed 000: \"易于测试:ViewModel 的逻辑独立于 UI,便于单元测试\" (easy to "
                + "test: the view model's logic is independent of the UI, convenient for unit "
                + "tests)"),
        couldFail: "MVVM's tests catch as many faults as MVC's on both constructs, or more",
        forks: [construct, faultsMeasured]
    ) { inputs, choices in
        if choices[faultsMeasured] == 1 {
            return measured(as: testsKillMoreMutants, inputs, choices)
        }
        guard !inputs.faults.faults.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("plant the faults: run `swift run workbench faults`"))
        }
        func faults(_ construct: FaultConstruct) -> [FaultResults.Entry] {
            inputs.faults.faults.filter { inputs.faultConstructs[$0.name] == construct }
        }
        let logic = faults(.logic)
        let binding = faults(.bindingAndView)
        func caught(_ entries: [FaultResults.Entry], _ pattern: PatternDescriptor) -> Int {
            entries.filter { $0.outcomes[pattern]?.caught == true }.count
        }
        let all = inputs.faults.faults
        var names: (judged: String, beside: String)?
        var figures = Figures(
            whole: PerPattern { pattern in
                guard inputs.faults.patterns.contains(pattern) else { return .none }
                let picked = byConstructPicked(
                    choices[construct], logic: Double(caught(logic, pattern)),
                    view: Double(caught(binding, pattern)), all: Double(caught(all, pattern)),
                    text: "logic \(caught(logic, pattern)) of \(logic.count); binding and view "
                        + "\(caught(binding, pattern)) of \(binding.count)"
                        + (choices[construct] == 2
                            ? "; all \(caught(all, pattern)) of \(all.count)" : ""))
                names = picked.names
                return picked.figure
            },
            notes: [
                "a fault's construct is where its MVVM patch lands: MVVM's rules keep the logic "
                    + "in the view model and the binding in the view; in MVC both sit in the "
                    + "controller, where each fault's README says it is planted",
                "what each pattern's tests missed, fault by fault, is in Testability",
            ])
        figures.constructs = names
        return figures
    }
}

import Foundation
import PatternCatalog

extension SeedClaims {
    /// Seed 000: "The view model is cheap to test" (out of reach here).
    package static let testingCostsLessPerFault = ClaimDefinition(
        id: "cheaper-per-fault", seeds: ["000"], about: .mvvm,
        claim: "The view model is cheap to test",
        classification: .outOfReach(
            "every suite checks the same facts and catches the same planted faults, "
                + "so test lines per fault come down to how the tests are formatted and "
                + "which helpers they share; the cost of a test (views built, setup, "
                + "doubles, time) with faults where bugs fall would decide it"),
        figure: "code lines of the pattern's behaviour tests per fault they catch",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "the view model's tests take as many lines per fault caught as MVC's, their "
            + "doubles and recorders costing what MVC's views cost"
    ) { inputs in
        guard !inputs.faults.faults.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("plant the faults: run `swift run workbench faults`"))
        }
        return Figures(
            whole: PerPattern { pattern in
                guard inputs.faults.patterns.contains(pattern) else { return .none }
                let lines = testLines(inputs, pattern)
                let caught = caught(inputs, pattern)
                guard caught > 0 else { return .none }
                let perFault = (Double(lines) / Double(caught) * 10).rounded() / 10
                return Figure(perFault, "\(perFault.figureText) (\(lines) lines, \(caught) caught)")
            })
    }
}

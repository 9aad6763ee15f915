import PatternCatalog

extension SeedClaims {
    /// Seed 000: "In large projects MVVM significantly improves maintainability"
    /// (out of reach here).
    package static let maintainability = ClaimDefinition(
        id: "maintainability", seeds: ["000"], about: .mvvm,
        claim: "In large projects MVVM significantly improves maintainability",
        classification: .outOfReach(
            "it speaks of large projects: a project of many screens, its changes over "
                + "months and the defects each change brought would decide it; seven "
                + "requests written here on four small screens decide the present figures "
                + "by their wording"),
        figure: "summed over the change requests: production lines changed (added + removed), "
            + "and the pattern's own tests whose assertions fail under the production patch "
            + "alone (files that stop compiling counted apart, with their repair)",
        rule: .custom(
            "per binding style: MVVM does better on a figure when it is below MVC's by its "
                + "margin, worse when above it; supported if better on one and worse on none; "
                + "against the seed if worse on one and better on none; mixed if better on one "
                + "and worse on the other; otherwise not shown"
        ) { figures, style, entry in
            guard let mine = figures.whole[style], let mvc = figures.whole[PatternDescriptor.mvc],
                let lines = entry?.margin, let tests = entry?.others?["failing tests"],
                let myLines = mine.value, let mvcLines = mvc.value, let myTests = mine.second,
                let mvcTests = mvc.second
            else { return .init(.notMeasurable) }
            let verdicts = [
                Comparison(
                    claimed: style, other: .mvc, claimedValue: myLines, otherValue: mvcLines,
                    margin: lines, higherSupports: false),
                Comparison(
                    claimed: style, other: .mvc, claimedValue: myTests, otherValue: mvcTests,
                    margin: tests, higherSupports: false),
            ]
            let better = verdicts.filter { $0.verdict == .supported }.count
            let worse = verdicts.filter { $0.verdict == .against }.count
            let nearest = verdicts.min { $0.distance < $1.distance }
            let verdict: Verdict =
                better > 0 && worse > 0
                ? .mixed : better > 0 ? .supported : worse > 0 ? .against : .notShown
            return .init(
                verdict, distance: nearest?.distanceText, fragile: nearest?.isFragile ?? false)
        },
        couldFail: "each new thing a screen shows may need an output in the view model and a "
            + "binding in the view, so MVVM's changes may be longer than MVC's, where the "
            + "controller sets the label; and its tests may break as often"
    ) { inputs in
        let names = inputs.changes.entries.map(\.name)
        guard inputs.changes.isComplete else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured(
                    "run `swift run workbench changes \(names.joined(separator: " "))`"))
        }
        let whole = PerPattern<Figure> { pattern in
            let changes = inputs.changes.entries.compactMap {
                $0.result?.change(in: pattern.command)
            }
            guard !changes.isEmpty else { return .none }  // not yet measured (`LessonFirst`)
            let lines = changes.reduce(0) { $0 + $1.production.changed }
            let failing = changes.reduce(0) { $0 + $1.testsFailing.count }
            let notCompiling = changes.reduce(0) { $0 + $1.testsNotCompiling.count }
            let repair = changes.filter { !$0.testsNotCompiling.isEmpty }
                .reduce(0) { $0 + $1.repair.added + $1.repair.removed }
            return Figure(
                Double(lines),
                "\(lines) lines, \(failing) failing"
                    + (notCompiling > 0
                        ? ", \(notCompiling) in files that stopped compiling (repair: \(repair) "
                            + "lines)" : ""),
                second: Double(failing))
        }
        return Figures(
            whole: whole, notes: ["from every change request, \(names.count) in this run"])
    }
}

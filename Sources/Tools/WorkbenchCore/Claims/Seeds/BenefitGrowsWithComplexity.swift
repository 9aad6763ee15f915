import Foundation
import PatternCatalog

extension SeedClaims {
    /// Seed 001: "The testing benefit grows with more complex presentation logic"
    /// (out of reach here).
    package static let benefitGrowsWithComplexity = ClaimDefinition(
        id: "benefit-grows-with-complexity", seeds: ["001"], about: .mvvm,
        claim: "The testing benefit grows with more complex presentation logic",
        classification: .outOfReach(
            "a trend with complexity needs screens over a range of complexity, many "
                + "more than five, with faults where bugs fall; a rank correlation over "
                + "five screens rests on each of them"),
        figure: "per screen, the faults MVVM's tests catch beyond MVC's (in points of the "
            + "screen's faults), set against the screen's complexity (decision points of MVC's "
            + "controller): their rank correlation over the screens",
        rule: .custom(
            "per binding style: supported if the benefit rises with the complexity (Spearman's "
                + "rank correlation at least the margin); against the seed if it falls as "
                + "steeply; not singled out when the benefit is the same on every screen; "
                + "otherwise not shown"
        ) { figures, style, entry in
            guard let rho = figures.whole[style]?.value, let least = entry?.margin?.least else {
                return .init(.notMeasurable)
            }
            guard figures.whole[style]?.second != 0 else {
                return .init(
                    .notSingledOut,
                    distance: "no screen's benefit differs from another's: there is nothing to "
                        + "correlate")
            }
            let verdict: Verdict = rho >= least ? .supported : rho <= -least ? .against : .notShown
            let distance = verdict == .notShown ? min(least - rho, least + rho) : abs(rho) - least
            return .init(
                verdict,
                distance: "ρ = \(rho.figureText): \((distance * 100).rounded() / 100) from the "
                    + "margin", fragile: distance < 0.2)
        },
        couldFail: "MVVM's tests catch as much beyond MVC's on a simple screen as on a complex "
            + "one, or more"
    ) { inputs in
        guard !inputs.faults.faults.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("plant the faults: run `swift run workbench faults`"))
        }
        let screens = inputs.screenNames.filter { !faults(inputs, on: $0).isEmpty }
        guard screens.count >= 3 else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured(
                    "faults are planted on \(screens.count) of the screens; a rank correlation "
                        + "needs three at least: add faults to Faults/ and run `swift run "
                        + "workbench faults`"))
        }
        let complexity = screens.map {
            Double(inputs.screen(.mvc, $0)?.source(of: .controller).decisionPoints ?? 0)
        }
        func benefit(_ pattern: PatternDescriptor, _ screen: String) -> Double {
            let planted = Double(max(1, faults(inputs, on: screen).count))
            return Double(caught(inputs, pattern, on: screen) - caught(inputs, .mvc, on: screen))
                / planted * 100
        }
        let whole = PerPattern<Figure> { pattern in
            guard pattern.family == .mvvm, inputs.faults.patterns.contains(pattern) else {
                return .none
            }
            let benefits = screens.map { benefit(pattern, $0) }
            let rho = (spearman(complexity, benefits) * 100).rounded() / 100
            let parts = zip(screens, zip(complexity, benefits)).map {
                "\($0.0) \(Int($0.1.1.rounded())) points (complexity \(Int($0.1.0)))"
            }
            let varies = Set(benefits).count > 1
            return Figure(
                rho, "ρ = \(rho.figureText): " + parts.joined(separator: ", "),
                second: varies ? 1 : 0)
        }
        return Figures(
            whole: whole,
            notes: ["\(screens.count) screens: a correlation over so few rests on each of them"])
    }
}

import Foundation
import PatternCatalog

extension SeedClaims {
    /// Seed 003: "Key-value observing suits a simple app; a complex one needs more"
    /// (out of reach here).
    package static let kvoSuitsSimpleScreens = ClaimDefinition(
        id: "kvo-suits-simple", seeds: ["003"], about: .mvvm, style: .keyValueObserving,
        claim: "Key-value observing suits a simple app; a complex one needs more",
        classification: .outOfReach(
            "the seed speaks of complex apps with many combined states, where "
                + "Rx-style streams give more; no such app and no stream library is here, "
                + "and key-value observing's glue growing with the properties bound follows "
                + "from its rules"),
        figure: "binding glue key-value observing takes beyond Observation's, on the simplest "
            + "screen and on the most complex (by the decision points of MVC's controller)",
        rule: .custom(
            "judged on the key-value observing style alone: supported if its extra glue grows "
                + "from the simplest screen to the most complex by the margin; against the seed if "
                + "it shrinks by the margin"
        ) { figures, style, entry in
            guard let growth = figures.whole[style]?.value, let margin = entry?.margin else {
                return .init(.notMeasurable)
            }
            let comparison = Comparison(
                claimed: style, other: .mvvm, claimedValue: growth, otherValue: 0,
                margin: margin, higherSupports: true)
            return .init(
                comparison.verdict == .notSingledOut ? .notShown : comparison.verdict,
                distance: comparison.distanceText, fragile: comparison.isFragile)
        },
        couldFail: "key-value observing's glue stays as small on a complex screen as on a simple "
            + "one"
    ) { inputs in
        let byComplexity = inputs.screenNames.sorted {
            (inputs.screen(.mvc, $0)?.source(of: .controller).decisionPoints ?? 0)
                < (inputs.screen(.mvc, $1)?.source(of: .controller).decisionPoints ?? 0)
        }
        guard let simplest = byComplexity.first, let complex = byComplexity.last,
            let kvo = PatternDescriptor.all.first(where: { $0.style == .keyValueObserving })
        else {
            return Figures(whole: PerPattern { _ in .none }, missing: .notMeasurable("no screen"))
        }
        func extra(_ screen: String) -> Int {
            (inputs.screen(kvo, screen)?.boundValues ?? 0)
                - (inputs.screen(.mvvm, screen)?.boundValues ?? 0)
        }
        let growth = extra(complex) - extra(simplest)
        return Figures(
            whole: PerPattern { pattern in
                pattern == kvo
                    ? Figure(
                        Double(growth),
                        "\(extra(simplest)) more bound values on \(simplest), \(extra(complex)) "
                            + "on \(complex)") : .none
            })
    }
}

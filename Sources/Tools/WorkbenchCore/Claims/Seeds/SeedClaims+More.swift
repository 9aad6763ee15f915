import Foundation
import PatternCatalog

/// The seeds' claims that the first comparison left untested, each with a figure that could go
/// either way.
extension SeedClaims {
    package static let benefitGrowsWithComplexity = ClaimDefinition(
        id: "benefit-grows-with-complexity", seeds: ["001"], about: .mvvm,
        claim: "The testing benefit grows with more complex presentation logic",
        classification: .outOfReach(
            "a trend with complexity needs screens over a range of complexity, many "
                + "more than four, with faults where bugs fall; a rank correlation over "
                + "four screens rests on each of them"),
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
            guard pattern.family == .mvvm else { return .none }
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

    /// Spearman's rank correlation of two equally long lists (ties share their mean rank); 0
    /// when either does not vary.
    static func spearman(_ a: [Double], _ b: [Double]) -> Double {
        func ranks(_ values: [Double]) -> [Double] {
            values.map { value in
                let below = values.filter { $0 < value }.count
                let equal = values.filter { $0 == value }.count
                return Double(below) + Double(equal + 1) / 2
            }
        }
        let (x, y) = (ranks(a), ranks(b))
        let n = Double(x.count)
        guard n > 1 else { return 0 }
        let (mx, my) = (x.reduce(0, +) / n, y.reduce(0, +) / n)
        let covariance = zip(x, y).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) }
        let spread =
            (x.reduce(0) { $0 + ($1 - mx) * ($1 - mx) } * y.reduce(0) { $0 + ($1 - my) * ($1 - my) })
            .squareRoot()
        return spread == 0 ? 0 : covariance / spread
    }

    package static let suitsFormsAndLists = ClaimDefinition(
        id: "suits-forms-and-lists", seeds: ["000"], about: .mvvm,
        claim: "MVVM suits forms and lists",
        classification: .outOfReach(
            "on these four screens binding load and size go together (the one screen "
                + "with little to bind is also the smallest), so the share of code saved "
                + "measures size; a screen with little to bind as large as the form would "
                + "decide it"),
        figure: "the code MVVM saves against MVC (in % of MVC's code lines) on the form and the "
            + "lists (profile, shop list, search), against what it saves on the app card",
        rule: .custom(
            "per binding style: supported if the style saves more on the form and lists than on "
                + "the card by the margin; against the seed if less by the margin"
        ) { figures, style, entry in
            guard let difference = figures.whole[style]?.value, let margin = entry?.margin else {
                return .init(.notMeasurable)
            }
            let comparison = Comparison(
                claimed: style, other: .mvc, claimedValue: difference, otherValue: 0,
                margin: margin, higherSupports: true)
            return .init(
                comparison.verdict == .notSingledOut ? .notShown : comparison.verdict,
                distance: comparison.distanceText, fragile: comparison.isFragile)
        },
        couldFail: "MVVM saves no more on the form and the lists than on the card, where there "
            + "is next to nothing to bind"
    ) { inputs in
        let lists = ["Profile", "ShopList", "Search"]
        func saving(_ pattern: PatternDescriptor, _ screens: [String]) -> Double? {
            let mvc = screens.compactMap { inputs.screen(.mvc, $0)?.codeLines }.reduce(0, +)
            let mine = screens.compactMap { inputs.screen(pattern, $0)?.codeLines }.reduce(0, +)
            guard mvc > 0 else { return nil }
            return (Double(mvc - mine) / Double(mvc) * 1000).rounded() / 10
        }
        let whole = PerPattern<Figure> { pattern in
            guard pattern.family == .mvvm, let onLists = saving(pattern, lists),
                let onCard = saving(pattern, ["AppCard"])
            else { return .none }
            return Figure(
                onLists - onCard,
                "\(onLists.figureText)% on the form and lists, \(onCard.figureText)% on the card")
        }
        return Figures(
            whole: whole,
            notes: [
                "the number the rule reads is each style's saving on the form and lists less its "
                    + "saving on the card, in percentage points"
            ])
    }
}

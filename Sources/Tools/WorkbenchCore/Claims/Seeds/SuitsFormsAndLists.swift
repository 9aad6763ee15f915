import Foundation
import PatternCatalog

extension SeedClaims {
    /// Seed 000: "MVVM suits forms and lists" (out of reach here).
    package static let suitsFormsAndLists = ClaimDefinition(
        id: "suits-forms-and-lists", seeds: ["000"], about: .mvvm,
        claim: "MVVM suits forms and lists",
        classification: .outOfReach(
            "on these screens binding load and size go together (the one screen "
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

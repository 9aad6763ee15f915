import Foundation
import PatternCatalog

extension SeedClaims {
    /// Seed 001: "A view and its view controller almost always come in pairs" (out of reach here).
    package static let viewAndControllerArePairs = ClaimDefinition(
        id: "view-controller-pairs", seeds: ["001"], about: nil,
        claim: "A view and its view controller almost always come in pairs",
        classification: .outOfReach(
            "on five screens, each built once for itself, every view is made for its "
                + "own screen; an app whose screens share views, grown over time, would "
                + "decide it"),
        figure: "the pattern's own views and cells (not view controllers): the share of them "
            + "that one view controller alone uses",
        rule: .custom(
            "supported if, in every pattern with views of its own, at least the margin's share of "
                + "them belong to one view controller; against the seed if, in any, fewer than "
                + "half do"
        ) { figures, _, entry in
            let shares = figures.whole.allValues.compactMap(\.value)
            guard !shares.isEmpty, let least = entry?.margin?.least else {
                return .init(.notMeasurable)
            }
            if shares.contains(where: { $0 < 50 }) { return .init(.against) }
            return .init(shares.allSatisfy { $0 >= least } ? .supported : .notShown)
        },
        couldFail: "a view serves several view controllers (a cell shown by two lists, a card "
            + "view on two screens)"
    ) { inputs in
        Figures(
            whole: PerPattern { pattern in
                let (views, paired) = pairs(of: pattern, in: inputs.graph)
                guard views > 0 else { return Figure(nil, "no view of its own") }
                let share = (Double(paired) / Double(views) * 1000).rounded() / 10
                return Figure(share, "\(paired) of \(views) (\(share.figureText)%)")
            })
    }
}

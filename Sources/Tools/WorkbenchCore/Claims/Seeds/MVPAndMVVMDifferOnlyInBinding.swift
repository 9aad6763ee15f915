import Foundation
import PatternCatalog

extension SeedClaims {
    /// Claim 29's forks (issue #50's table): lines that only moved to another file counted
    /// among the differing lines or left out; lines that push or pull a value across (MVP's
    /// contract calls and their implementations) counted as binding or not (`BindingDiff`).
    static let movedLines = Fork("moved lines", options: ["included", "left out"])
    static let pushAndPull = Fork(
        "push-and-pull lines", options: ["counted as binding", "not counted as binding"])

    /// Seed 004: "MVP and MVVM differ only in binding" (evidence).
    package static let mvpAndMVVMDifferOnlyInBinding = ClaimDefinition(
        id: "mvp-mvvm-differ-in-binding", seeds: ["004"], about: .mvvm,
        claim: "MVP and MVVM differ only in binding",
        classification: .evidence(
            "MVP and MVVM could differ mostly in where a screen's state lives and how "
                + "it is worded, not in how the view learns of it"),
        figure: "the lines that differ between MVP's files and the MVVM style's, each file beside "
            + "the one that took most of its lines: "
            + "the share of them that bind (observe, notify, copy a value into a widget, or "
            + "call the view's contract)",
        rule: .custom(
            "per binding style: supported if binding makes up at least the margin's share of the "
                + "differing lines; against the seed if it makes up less than half"
        ) { figures, style, entry in
            guard let share = figures.whole[style]?.value, let least = entry?.margin?.least else {
                return .init(.notMeasurable)
            }
            let verdict: Verdict = share >= least ? .supported : share < 50 ? .against : .notShown
            return .init(
                verdict, distance: "\(share.figureText)% against a margin of \(least.figureText)%",
                fragile: abs(share - least) < 5)
        },
        couldFail: "most of what differs is where the screen's state lives and how it is worded, "
            + "not how the view learns of it",
        forks: [movedLines, pushAndPull]
    ) { inputs, choices in
        guard !inputs.bindingDiffs.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notMeasurable("the patterns' files were not diffed in this run"))
        }
        return Figures(
            whole: PerPattern { pattern in
                guard let diff = inputs.bindingDiffs[pattern],
                    let share = diff.share(
                        movedLines: choices[movedLines] == 0,
                        pushAndPull: choices[pushAndPull] == 0)
                else { return .none }
                guard choices[movedLines] == 0, choices[pushAndPull] == 0 else {
                    return Figure(share, "\(share.figureText)%")
                }
                return Figure(share, "\(diff.binding) of \(diff.differing) (\(share.figureText)%)")
            },
            notes: [
                "a line binds when `BindingLine.isBinding` says so "
                    + "(Sources/Tools/WorkbenchCore/Measure/Binding/BindingLine.swift)"
            ])
    }
}

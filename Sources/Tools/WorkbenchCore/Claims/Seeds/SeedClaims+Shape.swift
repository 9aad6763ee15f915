import Foundation
import PatternCatalog

/// Seed 001 on views and view controllers, seed 003 on key-value observing, seed 004 on what
/// sets MVP and MVVM apart.
extension SeedClaims {
    package static let viewAndControllerArePairs = ClaimDefinition(
        id: "view-controller-pairs", seeds: ["001"], about: nil,
        claim: "A view and its view controller almost always come in pairs",
        classification: .outOfReach(
            "on four screens, each built once for itself, every view is made for its "
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

    /// `pattern`'s own views and cells (classes with the view role that are no view
    /// controllers), and how many of them exactly one view controller uses.
    static func pairs(of pattern: PatternDescriptor, in graph: TypeGraph) -> (Int, Int) {
        let own = graph.types(inModule: pattern.module)
        let parents = Dictionary(
            graph.dependencies.filter { $0.kinds.contains(.inheritance) }.map { ($0.from, $0.to) }
        ) { first, _ in first }
        func isController(_ name: String) -> Bool {
            var current: String? = name
            for _ in 0..<16 {
                guard let type = current else { return false }
                if type.hasSuffix("ViewController") && type.hasPrefix(SharedCore.toolkit + ".") {
                    return true
                }
                current = parents[type]
            }
            return false
        }
        let controllers = Set(own.map(\.name).filter(isController))
        let views = own.filter {
            $0.kind == .class && $0.declaredRoles.contains("View") && !controllers.contains($0.name)
        }
        let paired = views.filter { view in
            Set(
                graph.dependencies.filter { $0.to == view.name && controllers.contains($0.from) }
                    .map(\.from)
            ).count == 1
        }
        return (views.count, paired.count)
    }

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
            (inputs.screen(kvo, screen)?.bindingStatements ?? 0)
                - (inputs.screen(.mvvm, screen)?.bindingStatements ?? 0)
        }
        let growth = extra(complex) - extra(simplest)
        return Figures(
            whole: PerPattern { pattern in
                pattern == kvo
                    ? Figure(
                        Double(growth),
                        "\(extra(simplest)) more statements on \(simplest), \(extra(complex)) "
                            + "on \(complex)") : .none
            })
    }

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
            + "not how the view learns of it"
    ) { inputs in
        guard !inputs.bindingDiffs.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notMeasurable("the patterns' files were not diffed in this run"))
        }
        return Figures(
            whole: PerPattern { pattern in
                guard let diff = inputs.bindingDiffs[pattern], diff.differing > 0 else {
                    return .none
                }
                let share = (Double(diff.binding) / Double(diff.differing) * 1000).rounded() / 10
                return Figure(share, "\(diff.binding) of \(diff.differing) (\(share.figureText)%)")
            },
            notes: [
                "a line binds when `BindingLine.isBinding` says so "
                    + "(Sources/Tools/WorkbenchCore/Measure/Coupling/BindingLine.swift)"
            ])
    }
}

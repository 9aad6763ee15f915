import ChangeCosts
import Foundation
import PatternCatalog

// MARK: - The seed claims the change requests test

/// One seed claim tested by the change requests: the figure, the rule and the margin, set
/// before the figures were first generated (`marginSet`), how the figures could have gone
/// against the seed, and the verdict the rule gives on this run's figures.
public struct ChangeClaim: Sendable {
    public var seed: String
    public var claim: String
    /// The requests whose figures the row reads.
    public var requests: String
    public var figure: String
    public var rule: String
    public var margin: String
    /// When the rule and margin were committed, before any figure of theirs existed.
    public var marginSet: String
    /// How the figures could have come out against the seed.
    public var couldFail: String
    /// The figure per pattern, in pattern order ("—" where it is not measured).
    public var values: [String]
    public var verdict: Claim.Verdict
    /// When not yet measured: how to measure it.
    public var note: String? = nil
}

extension ChangeCosts {
    /// The date the rules and margins below were set, before any change request was run.
    public static let marginsSet = "2026-11-22"

    /// The margin for lines of production code changed, summed over requests.
    public static let linesMargin = Margin(share: 0.2, least: 20, unit: "lines")
    /// The margin for tests broken, summed over requests.
    public static let testsMargin = Margin(share: 0.2, least: 2, unit: "tests")

    /// The request each claim reads, by folder name.
    public enum Requests {
        public static let restyle = "rearrange-screens"
        public static let reuse = "reuse-card-logic"
        public static let localFirst = "local-first-catalog"
    }

    /// The seed claims the change requests test, each with its verdict on this run's figures.
    public func claims() -> [ChangeClaim] {
        [
            viewHierarchyClaim(), maintainabilityClaim(), viewModelReuseClaim(),
            viewAndModelReuseClaim(),
            layeringClaim(),
        ]
    }

    /// `descriptor`, when it is one of the patterns measured.
    private func inRun(_ descriptor: PatternDescriptor) -> PatternDescriptor? {
        patterns.first { $0 == descriptor }
    }

    private func notYet(_ names: [String]) -> String {
        let missing = names.filter { result($0) == nil }
        let which = missing.isEmpty ? names : missing
        return "run `swift run workbench changes \(which.joined(separator: " "))`"
    }

    /// Seed 001: the view hierarchy changes, the view model's tests do not break; a view
    /// controller's tests are "fragile".
    public func viewHierarchyClaim() -> ChangeClaim {
        let name = Requests.restyle
        let measured = result(name)
        let values = patterns.map { pattern -> String in
            guard let change = measured?.change(in: pattern.command) else { return "—" }
            return "\(change.testsBroken) (\(change.testsFailing.count) failing, "
                + "\(change.testsNotCompiling.count) not compiling)"
        }
        var verdict = Claim.Verdict.notYetMeasured
        if let measured, let mvvm = inRun(.mvvm), let mvc = inRun(.mvc),
            let viewModel = measured.change(in: mvvm.command)?.testsBroken,
            let controller = measured.change(in: mvc.command)?.testsBroken
        {
            if viewModel == 0 && controller >= 1 {
                verdict = .supported
            } else if viewModel >= controller {
                verdict = .against
            } else {
                verdict = .mixed
            }
        }
        return ChangeClaim(
            seed: "001",
            claim:
                "With the logic in a view model \"we can change the view hierarchy freely "
                + "without breaking our unit tests\"; testing a view controller \"is a fragile "
                + "test\" (MVVM against MVC)",
            requests: name,
            figure:
                "the pattern's own tests the production patch alone breaks: failing, plus those "
                + "in files that no longer compile",
            rule:
                "supported if MVVM breaks none and MVC at least one; against the seed if MVVM "
                + "breaks as many as MVC or more; mixed if MVVM breaks some, but fewer than MVC",
            margin: "1 test: any broken test counts",
            marginSet: Self.marginsSet,
            couldFail:
                "the restyle shows the salutation apart from the name, so the view model may "
                + "have to publish other outputs and its tests break too; or MVC's tests, which "
                + "read the controller's labels, may survive",
            values: values, verdict: verdict
        )
        .notYetMeasured(if: measured == nil, how: notYet([name]))
    }

    /// Seed 000: "in large projects MVVM significantly improves maintainability".
    public func maintainabilityClaim() -> ChangeClaim {
        let names = entries.map(\.name)
        let complete = isComplete
        func sums(_ pattern: PatternDescriptor) -> (lines: Int, broken: Int) {
            entries.compactMap { $0.result?.change(in: pattern.command) }.reduce((0, 0)) {
                ($0.0 + $1.production.changed, $0.1 + $1.testsBroken)
            }
        }
        let values = patterns.map { pattern -> String in
            guard complete else { return "—" }
            let (lines, broken) = sums(pattern)
            return "\(lines) lines, \(broken) tests broken"
        }
        var verdict = Claim.Verdict.notYetMeasured
        if complete, let mvvm = inRun(.mvvm), let mvc = inRun(.mvc) {
            let (a, b) = (sums(mvvm), sums(mvc))
            let better = [
                Self.linesMargin.verdict(Double(b.lines), exceeds: Double(a.lines)) == .supported,
                Self.testsMargin.verdict(Double(b.broken), exceeds: Double(a.broken)) == .supported,
            ].filter { $0 }.count
            let worse = [
                Self.linesMargin.verdict(Double(a.lines), exceeds: Double(b.lines)) == .supported,
                Self.testsMargin.verdict(Double(a.broken), exceeds: Double(b.broken)) == .supported,
            ].filter { $0 }.count
            switch (better, worse) {
            case (1..., 0): verdict = .supported
            case (0, 1...): verdict = .against
            case (1..., 1...): verdict = .mixed
            default: verdict = .notShown
            }
        }
        return ChangeClaim(
            seed: "000",
            claim:
                "\"In large projects MVVM significantly improves maintainability\" (MVVM against "
                + "MVC)",
            requests: "every request, \(names.count) in this run",
            figure:
                "summed over the requests: production lines changed (added + removed) and the "
                + "pattern's own tests broken by the production patch alone",
            rule:
                "MVVM does better on a figure when it is below MVC's by the margin, worse when "
                + "above it. Supported if better on one and worse on none; against the seed if "
                + "worse on one and better on none; mixed if better on one and worse on the "
                + "other; otherwise not shown at this size",
            margin: "lines \(Self.linesMargin.text); tests \(Self.testsMargin.text)",
            marginSet: Self.marginsSet,
            couldFail:
                "each new thing a screen shows may need an output in the view model and a "
                + "binding in the view, so MVVM's changes may be longer than MVC's, where the "
                + "controller sets the label; and its tests may break as often",
            values: values, verdict: verdict
        )
        .notYetMeasured(if: !complete, how: notYet(names))
    }

    /// Seed 000: "the view model can be reused in several views".
    public func viewModelReuseClaim() -> ChangeClaim {
        let name = Requests.reuse
        let measured = result(name)
        /// The existing lines and the added lines of the role holding the card's logic.
        func logic(_ change: PatternChange, of pattern: PatternDescriptor) -> (
            removed: Int, added: Int
        ) {
            change.types.filter { $0.role == pattern.logicRole.rawValue }
                .reduce((0, 0)) { ($0.0 + $1.removed, $0.1 + $1.added) }
        }
        let values = patterns.map { pattern -> String in
            guard let change = measured?.change(in: pattern.command) else { return "—" }
            let (removed, added) = logic(change, of: pattern)
            return "\(removed) existing lines changed, \(added) added"
        }
        var verdict = Claim.Verdict.notYetMeasured
        if let mvvm = inRun(.mvvm), let change = measured?.change(in: mvvm.command) {
            verdict = logic(change, of: mvvm).removed == 0 ? .supported : .against
        }
        return ChangeClaim(
            seed: "000",
            claim: "\"The view model can be reused in several views\"",
            requests: name,
            figure:
                "lines of the role holding the card's logic (controller, presenter, view model) "
                + "that the second view made change: existing lines removed or rewritten, and "
                + "lines added",
            rule:
                "supported if MVVM changes no existing line of its view models (it may add "
                + "some); against the seed if it changes any",
            margin: "structural: 0 existing lines",
            marginSet: Self.marginsSet,
            couldFail:
                "the compact card words the count its own way (\"tapped 2 times\"), so the view "
                + "model may have to rewrite how it publishes the count",
            values: values, verdict: verdict
        )
        .notYetMeasured(if: measured == nil, how: notYet([name]))
    }

    /// Seed 004: in MVC and MVP "view and model can be reused, and used on their own".
    public func viewAndModelReuseClaim() -> ChangeClaim {
        let name = Requests.reuse
        let measured = result(name)
        let modelLines =
            measured?.shared.under(SourceLayout.sharedFolder("Model") + "/").changed ?? 0
        /// Lines changed in the pattern's view types that existed before the change.
        func viewLines(_ change: PatternChange) -> Int {
            change.types.filter { $0.role == "view" && $0.change != .added }
                .reduce(0) { $0 + $1.added + $1.removed }
        }
        let values = patterns.map { pattern -> String in
            guard let change = measured?.change(in: pattern.command) else { return "—" }
            return "views \(viewLines(change)), model \(modelLines)"
        }
        var verdict = Claim.Verdict.notYetMeasured
        let credited = [PatternDescriptor.mvc, .mvp].compactMap(inRun)
        if let measured, credited.count == 2 {
            let holds = credited.map { pattern in
                measured.change(in: pattern.command).map { viewLines($0) == 0 && modelLines == 0 }
                    ?? false
            }
            verdict =
                holds.allSatisfy { $0 } ? .supported : holds.contains(true) ? .mixed : .against
        }
        return ChangeClaim(
            seed: "004",
            claim:
                "In MVC and MVP \"view and model can be reused, and used on their own\"",
            requests: name,
            figure:
                "lines added or removed, to show the card in a second view, in the pattern's "
                + "view types that existed before, and in the shared model (the toolkit, which "
                + "stands for UIKit, is not an app's to change and is not counted)",
            rule:
                "supported if both MVC and MVP change no line of an existing view type and the "
                + "model none; mixed if one of them does; against the seed if both do",
            margin: "structural: 0 lines",
            marginSet: Self.marginsSet,
            couldFail:
                "MVP's passive view implements the protocol its presenter talks to: a presenter "
                + "that drives a second view may make the first one change too; and the model "
                + "may lack what the second view shows",
            values: values, verdict: verdict
        )
        .notYetMeasured(if: measured == nil, how: notYet([name]))
    }

    /// Seed 004's layered design: the service changes underneath the screens.
    public func layeringClaim() -> ChangeClaim {
        let name = Requests.localFirst
        let measured = result(name)
        let values = patterns.map { pattern -> String in
            guard let change = measured?.change(in: pattern.command) else { return "—" }
            return
                "+\(change.production.added) −\(change.production.removed) (\(change.found.rawValue))"
        }
        var verdict = Claim.Verdict.notYetMeasured
        if let measured {
            let changed = patterns.map { measured.change(in: $0.command)?.production.changed ?? 0 }
            verdict =
                changed.allSatisfy { $0 == 0 }
                ? .supported : changed.allSatisfy { $0 > 0 } ? .against : .mixed
        }
        return ChangeClaim(
            seed: "004",
            claim:
                "Layered design: the screens (MVC, MVP, MVVM) are the interface layer; the "
                + "business service answers from local data first, then the network, beneath them",
            requests: name,
            figure: "production lines the pattern needs when the catalog service goes local-first",
            rule:
                "supported if no pattern needs a production change; against the seed if every "
                + "pattern does; mixed if some do",
            margin: "structural: 0 lines",
            marginSet: Self.marginsSet,
            couldFail:
                "the screens keep a load phase (\"Loading…\" until the service answers), so a "
                + "service that answers twice may need every screen's role to change",
            values: values, verdict: verdict
        )
        .notYetMeasured(if: measured == nil, how: notYet([name]))
    }
}

extension ChangeClaim {
    /// This claim with no values and the verdict "not yet measured" when `missing`, saying how
    /// to measure it.
    public func notYetMeasured(if missing: Bool, how: String) -> ChangeClaim {
        guard missing else { return self }
        var claim = self
        claim.values = values.map { _ in "—" }
        claim.verdict = .notYetMeasured
        claim.note = how
        return claim
    }
}

import Builds
import ChangeCosts
import Coupling
import Foundation
import PatternCatalog
import Testability

/// A claim as data: the seed's words, what is measured, the rule, the margin and the date it was
/// set, how the figure could have come out against the seed, and the code that measures it. The
/// claims are `ClaimDefinition.all` (SeedClaims.swift); `Claim.all(_:)` measures them.
public struct ClaimDefinition: Sendable {
    /// The seeds that make the claim (`000` … `004`).
    public var seeds: [String]
    /// The pattern the claim is about; nil when it is about every pattern.
    public var about: PatternDescriptor?
    public var claim: String
    public var figure: String
    public var rule: String
    /// How the figure could have come out against the seed, in one short line.
    public var couldFail: String
    /// Nil: a structural rule (does something exist at all).
    public var margin: Margin?
    /// How the margin reads when it is not one `Margin` (a rule with two figures, or a
    /// structural one stated in the figure's units).
    public var marginText: String? = nil
    /// When the margin was set (`yyyy-mm-dd`), before the figures were first generated with it.
    public var marginSet: String
    /// The margin or the rule was set after the figures had first been generated: the table
    /// says so beside the date.
    public var setAfterTheFirstFigures = false
    /// Why the figure could not have come out otherwise, for a claim whose figure the patterns'
    /// own rules or their shared code fix: its verdict is "decided by construction".
    public var construction: String? = nil
    /// Measures the claim.
    public var measure: @Sendable (ClaimInputs) -> Measured

    /// What measuring a claim gave.
    public struct Measured {
        public var values: [String]
        public var screens: [Claim.OnScreen] = []
        public var verdict: Claim.Verdict
        public var note: String? = nil
    }
}

extension Claim {
    /// Every claim of `ClaimDefinition.all`, measured on `inputs` and numbered in order.
    public static func all(_ inputs: ClaimInputs) -> [Claim] {
        ClaimDefinition.all.enumerated().map { index, definition in
            var measured = definition.measure(inputs)
            if definition.construction != nil, measured.verdict != .notMeasurable {
                measured.verdict = .byConstruction
                for index in measured.screens.indices {
                    measured.screens[index].verdict = .byConstruction
                }
            }
            return Claim(
                number: index + 1, seeds: definition.seeds,
                pattern: definition.about?.name ?? "all", claim: definition.claim,
                figure: definition.figure, values: measured.values, screens: measured.screens,
                rule: definition.rule, couldFail: definition.construction ?? definition.couldFail,
                margin: definition.marginText ?? definition.margin?.text ?? "structural",
                marginSet: definition.marginSet
                    + (definition.setAfterTheFirstFigures ? ", after the first figures" : ""),
                verdict: measured.verdict, note: measured.note)
        }
    }
}

// MARK: - Helpers the definitions share

extension ClaimDefinition {
    /// A claim the change requests measure (`ChangeCosts`): its words, rule, margin and date are
    /// the ones `ChangeCosts` set before its first run; its values and verdict come from the
    /// last run's results, or say how to measure them.
    public static func fromChangeRequests(
        about pattern: PatternDescriptor?, claim: String,
        _ make: @escaping @Sendable (ChangeCosts) -> ChangeClaim
    ) -> ClaimDefinition {
        let template = make(ChangeCosts(patterns: PatternDescriptor.all, entries: []))
        var definition = ClaimDefinition(
            seeds: [template.seed], about: pattern, claim: claim, figure: template.figure,
            rule: template.rule, couldFail: template.couldFail, margin: nil,
            marginSet: template.marginSet
        ) { inputs in
            let measured = make(
                inputs.changes ?? ChangeCosts(patterns: inputs.patterns, entries: []))
            return Measured(
                values: measured.values, verdict: measured.verdict,
                note: measured.note.map { "by the change requests (\($0))" }
                    ?? "from the change requests (\(measured.requests))")
        }
        definition.marginText = template.margin
        return definition
    }

    /// A figure per pattern on every screen, each screen's verdict from its figures, and the
    /// figure summed over the screens. `value` gives nil where the pattern has nothing to
    /// measure (shown as "—"); `verdict` decides a screen from the figures, by pattern.
    public static func perScreen(
        _ inputs: ClaimInputs,
        value: (PatternDescriptor, ScreenFigures) -> Double?,
        text: (Double, PatternDescriptor, ScreenFigures?) -> String = { value, _, _ in
            number(value)
        },
        verdict: ([String: Double]) -> Claim.Verdict
    ) -> (values: [String], screens: [Claim.OnScreen], totals: [String: Double]) {
        var totals: [String: Double] = [:]
        var screens: [Claim.OnScreen] = []
        for screen in inputs.screenNames {
            var figures: [String: Double] = [:]
            var texts: [String] = []
            for pattern in inputs.patterns {
                guard let measured = inputs.screen(pattern, screen),
                    let figure = value(pattern, measured)
                else {
                    texts.append("—")
                    continue
                }
                figures[pattern.module] = figure
                totals[pattern.module, default: 0] += figure
                texts.append(text(figure, pattern, measured))
            }
            screens.append(Claim.OnScreen(screen: screen, values: texts, verdict: verdict(figures)))
        }
        let values = inputs.patterns.map { pattern in
            totals[pattern.module].map { text($0, pattern, nil) } ?? "—"
        }
        return (values, screens, totals)
    }

    /// A claim measured per screen, as `perScreen` measures it: its verdict the screens' together
    /// (`Claim.Verdict.across`).
    public static func acrossScreens(
        _ inputs: ClaimInputs,
        value: (PatternDescriptor, ScreenFigures) -> Double?,
        text: (Double, PatternDescriptor, ScreenFigures?) -> String = { value, _, _ in
            number(value)
        },
        note: String? = nil,
        verdict: ([String: Double]) -> Claim.Verdict
    ) -> Measured {
        let measured = perScreen(inputs, value: value, text: text, verdict: verdict)
        return Measured(
            values: measured.values, screens: measured.screens,
            verdict: .across(measured.screens.map(\.verdict)), note: note)
    }

    /// Seeds 000 and 004: `pattern` needs more types per screen than MVC.
    public static func moreClassesThanMVC(
        _ pattern: PatternDescriptor, seeds: [String], claim: String, couldFail: String
    ) -> ClaimDefinition {
        ClaimDefinition(
            seeds: seeds, about: pattern, claim: claim,
            figure: "the screen's own types (protocols included)",
            rule:
                "per screen: supported if \(pattern.name)'s exceed \(PatternDescriptor.mvc.name)'s "
                + "by the margin; against if below",
            couldFail: couldFail, margin: .types, marginSet: marginsSet
        ) { inputs in
            acrossScreens(
                inputs, value: { Double($1.types) },
                verdict: { compare(pattern, .mvc, $0, margin: .types, above: true) })
        }
    }

    /// Whether `pattern`'s figure exceeds (`above`) or falls below every other one in `figures`
    /// by the margin: supported when it does against all of them, against the seed when any of
    /// them beats it by the margin, otherwise not shown.
    public static func stands(
        _ pattern: PatternDescriptor, _ figures: [String: Double], margin: Margin, above: Bool
    ) -> Claim.Verdict {
        guard let own = figures[pattern.module] else { return .notMeasurable }
        let others = figures.filter { $0.key != pattern.module }.map(\.value)
        guard !others.isEmpty else { return .notMeasurable }
        let verdicts = others.map {
            above ? margin.verdict(own, exceeds: $0) : margin.verdict($0, exceeds: own)
        }
        if verdicts.contains(.against) { return .against }
        return verdicts.allSatisfy { $0 == .supported } ? .supported : .notShown
    }

    /// One pattern's figure against another's: "supported" when `first` exceeds `second` by the
    /// margin (or falls below it, when `above` is false).
    public static func compare(
        _ first: PatternDescriptor, _ second: PatternDescriptor, _ figures: [String: Double],
        margin: Margin, above: Bool
    ) -> Claim.Verdict {
        guard let a = figures[first.module], let b = figures[second.module] else {
            return .notMeasurable
        }
        return above ? margin.verdict(a, exceeds: b) : margin.verdict(b, exceeds: a)
    }

    /// A whole number as is, otherwise one decimal.
    public static func number(_ value: Double) -> String {
        value.figureText
    }

    /// `count` and the noun, plural unless 1.
    public static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(count == 1 ? noun : noun + "s")"
    }
}

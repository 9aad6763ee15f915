import Coupling
import Foundation

/// One claim a seed article makes about what a pattern causes, as the comparison tests it: the
/// figure measured in this run for every pattern (per screen where the claim can be measured per
/// screen, and in total), the rule that turns the figures into a verdict, the margin a difference
/// must reach, the date the margin was set, and how the figure could have come out against the
/// seed. What a pattern *is* by definition is not a claim: it is a rule of its
/// `PatternDescriptor`, shown as a rule that holds.
public struct Claim: Sendable, Codable {
    public enum Verdict: String, Sendable, Codable, CaseIterable {
        case supported
        /// The figures go the other way than the seed says, by at least the margin.
        case against = "against the seed"
        /// The figures differ by less than the margin, either way.
        case notShown = "not shown at this size"
        /// The figures disagree: the claim holds on some screens and not on others (or by one of
        /// its figures and not by another, or for some patterns and not for others).
        case mixed
        /// The experiment that measures it does not exist yet; `howToMeasure` says what it will be.
        case notYetMeasured = "not yet measured"
        /// A figure it needs could not be had in this run (a missing record), with the reason.
        case notMeasurable = "not measurable here"
        /// The figure could not have come out otherwise: the patterns' own rules or the code
        /// they share fix it. Shown, with the reason, but it is not evidence for the seed.
        case byConstruction = "decided by construction"
    }

    /// The claim's figure on one screen.
    public struct OnScreen: Sendable, Codable {
        public var screen: String
        /// Per pattern, in the order of the patterns.
        public var values: [String]
        public var verdict: Verdict
    }

    /// Its number in the claims table.
    public var number: Int
    /// The seeds that make it (`000` … `004`).
    public var seeds: [String]
    /// The pattern it is about, for people (`MVVM`), or "all" when it is about every pattern.
    public var pattern: String
    /// The claim in a few words, as the seed says it (translated).
    public var claim: String
    /// What is measured, in a few words.
    public var figure: String
    /// The figure per pattern, in the order of the patterns: in total, or on the one screen the
    /// claim is about.
    public var values: [String]
    /// The figure per screen, when the claim is measured per screen.
    public var screens: [OnScreen]
    /// How the verdict follows from the figures.
    public var rule: String
    /// How the figure could have come out against the seed; for a claim decided by construction,
    /// why it could not have come out otherwise.
    public var couldFail: String
    /// The margin a difference must reach, or "structural".
    public var margin: String
    /// When the margin was set: before its figures were first generated.
    public var marginSet: String
    public var verdict: Verdict
    /// For a claim not yet measured: the experiment that will measure it. For one not measurable
    /// here: why.
    public var note: String?
}

/// How large a difference must be before a verdict rests on it: at least `share` of the larger
/// figure and at least `least` in the figure's own unit. Shown beside every rule, with the date
/// it was set.
public struct Margin: Sendable {
    public var share: Double
    public var least: Double
    public var unit: String

    public init(share: Double, least: Double, unit: String) {
        self.share = share
        self.least = least
        self.unit = unit
    }

    public static let codeLines = Margin(share: 0.2, least: 20, unit: "code lines")
    public static let complexity = Margin(share: 0.2, least: 5, unit: "decision points")
    public static let types = Margin(share: 0.2, least: 2, unit: "types")
    public static let toolkitTypes = Margin(share: 0.2, least: 3, unit: "toolkit types")
    public static let testTypes = Margin(share: 0.2, least: 1, unit: "production types")
    public static let references = Margin(share: 0.2, least: 10, unit: "references")
    public static let statements = Margin(share: 0.2, least: 3, unit: "statements")
    /// For shares: 10 percentage points (`share` 0: the points alone count).
    public static let sharePoints = Margin(share: 0, least: 10, unit: "percentage points")

    public var text: String {
        // "≥ 1 file", "≥ 2 files": the unit is written in the plural.
        let amount =
            least == 1 && unit.hasSuffix("s") ? "1 \(unit.dropLast())" : "\(Int(least)) \(unit)"
        return share == 0 ? "≥ \(amount)" : "≥ \(Int(share * 100))% and ≥ \(amount)"
    }

    /// "supported" when `larger` exceeds `smaller` by the margin, "against the seed" when it
    /// falls short of it by the margin the other way, otherwise "not shown at this size".
    public func verdict(_ larger: Double, exceeds smaller: Double) -> Claim.Verdict {
        let difference = larger - smaller
        let needed = max(least, share * max(abs(larger), abs(smaller)))
        if difference >= needed { return .supported }
        if -difference >= needed { return .against }
        return .notShown
    }
}

extension Claim.Verdict {
    /// The verdict of a claim measured on several screens: theirs when they agree, "mixed across
    /// screens" when they do not. Screens that could not be measured do not count, unless none
    /// could.
    public static func across(_ verdicts: [Claim.Verdict]) -> Claim.Verdict {
        let measured = verdicts.filter { $0 != .notMeasurable }
        guard let first = measured.first else { return .notMeasurable }
        return measured.allSatisfy { $0 == first } ? first : .mixed
    }
}

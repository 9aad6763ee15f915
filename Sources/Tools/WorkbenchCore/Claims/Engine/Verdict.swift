/// What the figures say of a claim, in the words the document uses. Each word means one thing:
/// "mixed" only when screens, styles or figures point both ways; "not singled out" when the
/// claimed pattern's figure equals one it is set against.
package enum Verdict: Sendable, Equatable, Hashable {
    case supported
    /// The figures go the other way than the seed says, by at least the margin.
    case against
    /// The figures differ by less than the margin.
    case notShown
    /// The claimed pattern's figure equals one it is set against: nothing singles it out.
    case notSingledOut
    /// Supported on `count` of `of` screens; on the others the figures are within the margin.
    case supportedOn(count: Int, of: Int)
    /// Against the seed on `count` of `of` screens; on the others within the margin.
    case againstOn(count: Int, of: Int)
    /// Screens or figures point both ways: some support the seed, some go against it.
    case mixed
    /// Two honest constructs of one figure disagree (the presentation logic, and all of a
    /// pattern's own code): both are given beside it.
    case dependsOnWhatIsCounted
    /// The binding styles of MVVM disagree: the verdict depends on the style (each style's own
    /// verdict is given beside it).
    case dependsOnStyle
    /// The claim's honest ways of counting (`Fork`) disagree: the forks that decide it, and how
    /// many combinations give each verdict, are given beside it.
    case dependsOnHowItIsCounted
    /// Not a verdict: the claim follows from the pattern's rules (`ClaimClass.definition`), so
    /// it is shown as a rule, with the reason, and is never judged.
    case followsFromDefinition
    /// Not a verdict: the claim is out of reach here (`ClaimClass.outOfReach`), so it is shown
    /// with what would decide it, and is never judged.
    case outOfReach
    /// The experiment that measures it has not run on these sources (a change request or fault
    /// not measured, no traces): how to run it is given.
    case notYetMeasured
    /// A figure it needs could not be had in this run, for the reason given.
    case notMeasurable

    /// The verdict as the document writes it.
    package var text: String {
        switch self {
        case .supported: "supported"
        case .against: "against the seed"
        case .notShown: "not shown at this size"
        case .notSingledOut: "not singled out"
        case .supportedOn(let count, let of): "supported on \(count) of \(of) screens"
        case .againstOn(let count, let of): "against the seed on \(count) of \(of) screens"
        case .mixed: "mixed"
        case .dependsOnWhatIsCounted: "depends on what is counted"
        case .dependsOnStyle: "depends on the binding style"
        case .dependsOnHowItIsCounted: "depends on how it is counted"
        case .followsFromDefinition: "follows from the definition"
        case .outOfReach: "out of reach here"
        case .notYetMeasured: "not yet measured"
        case .notMeasurable: "not measurable here"
        }
    }

    /// The verdict's family, for counting: "supported on 2 of 4 screens" counts with
    /// "supported on some screens".
    package var kind: String {
        switch self {
        case .supportedOn: "supported on some screens"
        case .againstOn: "against the seed on some screens"
        default: text
        }
    }

    /// The words that judge figures, which only an evidence claim may carry: every verdict's
    /// text but the class markers and the missing figures', and "fragile".
    package static let judgingWords = [
        "supported", "against the seed", "not shown at this size", "not singled out", "mixed",
        "depends on the binding style", "depends on what is counted",
        "depends on how it is counted", "fragile",
    ]

    /// Whether the figures carried any direction at all (a verdict that counts as evidence).
    package var isEvidence: Bool {
        switch self {
        case .supported, .against, .supportedOn, .againstOn, .mixed, .dependsOnStyle,
            .dependsOnWhatIsCounted, .dependsOnHowItIsCounted:
            true
        default: false
        }
    }

    /// The verdict of several screens together: theirs when they agree; "supported on k of n"
    /// (or against) when the others are within the margin; "mixed" when they point both ways.
    /// Screens that could not be measured do not count, unless none could.
    package static func across(screens verdicts: [Verdict]) -> Verdict {
        let measured = verdicts.filter { $0 != .notMeasurable && $0 != .notYetMeasured }
        guard let first = measured.first else { return verdicts.first ?? .notMeasurable }
        if measured.allSatisfy({ $0 == first }) { return first }
        let supported = measured.filter { $0 == .supported }.count
        let against = measured.filter { $0 == .against }.count
        if supported > 0, against > 0 { return .mixed }
        if supported > 0 { return .supportedOn(count: supported, of: measured.count) }
        if against > 0 { return .againstOn(count: against, of: measured.count) }
        return .notShown  // some not shown, some not singled out: nothing to tell apart
    }

    /// The verdict of several implementations of one pattern (MVVM's binding styles) together:
    /// theirs when they agree, "depends on the binding style" when they do not.
    package static func across(styles verdicts: [Verdict]) -> Verdict {
        guard let first = verdicts.first else { return .notMeasurable }
        return verdicts.allSatisfy { $0 == first } ? first : .dependsOnStyle
    }
}

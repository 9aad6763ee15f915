import Foundation
import PatternCatalog

/// What the testability claims share: a verdict over two constructs, the mutants' and the
/// faults' figures, and test lines.
extension SeedClaims {
    /// A rule over two constructs of one figure (`Figure.value` and `Figure.second`): each set
    /// against MVC's by the margin, as a comparison is; the verdict where both say the same,
    /// "depends on what is counted" where they differ. Where the seed's own words pick the
    /// second construct (`pickedBySeed` quotes them), the verdict is that construct's, and the
    /// other is shown beside it.
    /// The construct a testability claim judges (issue #50's table, claims 10 and 23): the
    /// presentation logic (the headline: the seeds' words pick it), the binding and view code,
    /// or all the pattern's own code.
    static let construct = Fork(
        "construct", options: ["the presentation logic", "the binding and view", "all own code"])

    /// What a testability claim counts (issue #50's table, claims 10 and 23): the faults its
    /// tests catch (Faults/) or the mutants they kill (Mutants/), its own measure first. A
    /// figure counted in the other claim's measure is judged by that claim's margin, set in its
    /// unit before either fork existed (`Figures.marginOf`).
    static let faultsMeasured = Fork("measure", options: ["faults caught", "mutants killed"])
    static let mutantsMeasured = Fork("measure", options: ["mutants killed", "faults caught"])

    /// `claim`'s figures, its own measure picked, with its margin: what a testability claim
    /// counted in the other one's measure gives.
    static func measured(as claim: ClaimDefinition, _ inputs: ClaimInputs, _ choices: Choices)
        -> Figures
    {
        // Both measure forks have one name: this picks `claim`'s own measure.
        var figures = claim.measure(inputs, choices.with(faultsMeasured, 0))
        figures.marginOf = claim.id
        figures.notes.insert(
            "counted as \"\(claim.claim)\" counts it, and judged by its margin", at: 0)
        return figures
    }

    /// A testability claim's figure counted by the option of `construct` picked, from the
    /// figures of the three constructs: the judged one in `second`, the one beside it in
    /// `value`, and their names.
    static func byConstructPicked(
        _ option: Int, logic: Double?, view: Double?, all: Double?, text: String
    ) -> (figure: Figure, names: (judged: String, beside: String)?) {
        switch option {
        case 1: (Figure(logic, text, second: view), ("the binding and view", "the logic"))
        case 2: (Figure(logic, text, second: all), ("all own code", "the logic"))
        default: (Figure(view, text, second: logic), nil)
        }
    }

    static func byConstruct(value: String, second: String, pickedBySeed: String? = nil)
        -> ClaimDefinition.Rule
    {
        let words =
            pickedBySeed.map {
                "per binding style: \(second), which the seed's words pick (\($0)), is set "
                    + "against MVC's by the margin, as a comparison is, and that is the "
                    + "verdict; \(value) is set beside it the same way"
            }
            ?? "per binding style: \(second) and \(value) are each set against MVC's by the "
            + "margin, as a comparison is; where both say the same, that is the verdict; "
            + "where they differ, \"depends on what is counted\""
        return .custom(words) { figures, style, entry in
            guard let margin = entry?.margin, let mine = figures.whole[style],
                let mvc = figures.whole[PatternDescriptor.mvc], let mineSecond = mine.second,
                let mvcSecond = mvc.second, let mineValue = mine.value, let mvcValue = mvc.value
            else { return .init(.notMeasurable) }
            let names = figures.constructs ?? (second, value)
            let constructs = [
                (mineSecond, mvcSecond, names.judged), (mineValue, mvcValue, names.beside),
            ]
            .map { claimed, other, name in
                (
                    Comparison(
                        claimed: style, other: .mvc, claimedValue: claimed,
                        otherValue: other, margin: margin, higherSupports: true), name
                )
            }
            let verdicts = constructs.map(\.0.verdict)
            let distance = constructs.map { "\($0.1): \($0.0.distanceText)" }
                .joined(separator: "; ")
            if pickedBySeed != nil {
                return .init(
                    verdicts[0], distance: distance, fragile: constructs[0].0.isFragile,
                    aside: "on \(names.beside), \(verdicts[1].text)")
            }
            guard verdicts[0] == verdicts[1] else {
                return .init(.dependsOnWhatIsCounted, distance: distance)
            }
            return .init(
                verdicts[0], distance: distance,
                fragile: constructs.contains { $0.0.isFragile })
        }
    }

    /// The mutation score of some mutants as a figure: `92% (110 of 120)`.
    static func mutationFigure(_ entries: [MutationResults.Entry]) -> Figure {
        let killed = entries.filter { $0.outcome == .killed }.count
        let scored = killed + entries.filter { $0.outcome == .survived }.count
        guard scored > 0 else { return .none }
        let score = Double(killed) / Double(scored)
        return Figure(
            (score * 1000).rounded() / 10,
            "\(Int((score * 100).rounded()))% (\(killed) of \(scored))")
    }

    /// The faults planted on `screen` (by the screen of the behaviour each breaks), or all.
    static func faults(_ inputs: ClaimInputs, on screen: String? = nil) -> [FaultResults.Entry] {
        guard let screen else { return inputs.faults.faults }
        let behaviours = Dictionary(
            inputs.testability.behaviours.map { ($0.behaviour, $0.screen) }
        ) { first, _ in first }
        return inputs.faults.faults.filter { behaviours[$0.behaviour] == screen }
    }

    /// How many of the faults (on `screen`, or all) `pattern`'s own tests caught.
    static func caught(
        _ inputs: ClaimInputs, _ pattern: PatternDescriptor, on screen: String? = nil
    )
        -> Int
    {
        faults(inputs, on: screen).filter { $0.outcomes[pattern]?.caught == true }.count
    }

    /// Code lines of `pattern`'s behaviour tests.
    static func testLines(_ inputs: ClaimInputs, _ pattern: PatternDescriptor) -> Int {
        (inputs.tests(pattern)?.tests ?? []).reduce(0) { total, test in
            total + test.source.split(separator: "\n").filter { Self.isCode($0) }.count
        }
    }

    /// Whether a line is code: neither blank nor only a comment.
    static func isCode(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.hasPrefix("//")
    }
}

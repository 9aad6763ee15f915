import Foundation
import PatternCatalog

/// "Which pattern when": what a reader may need most, and the patterns that give it best by one
/// figure of this run, with every pattern's value. Each need rests on an evidence claim, whose
/// margin it takes from the engine's judgement of that claim (`Claim.margin`): a need whose
/// claim is a definition or out of reach here is not asked. Patterns within a line's margin of
/// the best count as tied; a line never names a pattern its figure does not single out. Judged
/// here, with the claims; Document renders it (`WhichPatternWhen.markdown`).
package enum WhichPatternWhen {
    /// One need, and each pattern's figure for it.
    package struct Question: Sendable {
        /// "The fewest types to learn".
        package var need: String
        /// The evidence claim it rests on.
        package var claim: ClaimDefinition
        /// What the figure is.
        package var figure: String
        package var values: PerPattern<Double>
        package var texts: PerPattern<String>
        /// Whether a lower figure answers the need better.
        package var lowerIsBetter: Bool
        /// When two figures count as different: a margin, or nil for any difference.
        package var margin: Margin?
        /// Why the figure is missing, when it is.
        package var notMeasured: String?
        /// The figure counted every way the claim's own forks allow (not the margin's, which
        /// `robustBest` scales itself), each with its options in a few words, the headline way
        /// first; empty for a figure with no forks of its own.
        package var ways: [(way: String, values: PerPattern<Double>)] = []

        /// The patterns that answer the need best, by the margin as set (the headline way).
        package var best: [PatternDescriptor] { best(margin: 0) }

        /// The patterns among the best by every option of the margin fork (`Fork.margin`) and
        /// every other way of counting the claim allows (`otherWays`): the only answer the
        /// document gives as the best. Empty when no way singles any pattern out; nil when how
        /// it is counted decides it (some way singles none out, or none is among the best by
        /// every way).
        package var robustBest: [PatternDescriptor]? {
            Self.common(([values] + ways.map(\.values)).map(robustOverMargins))
        }

        /// The patterns among the best on `counted` by every option of the margin fork; empty
        /// when no option singles any out, nil when the margin decides it.
        package func robustOverMargins(_ counted: PerPattern<Double>) -> [PatternDescriptor]? {
            Self.common(Fork.margin.options.indices.map { best(margin: $0, of: counted) })
        }

        /// The patterns in every one of `answers`: empty when none singles any out, nil when
        /// they disagree (one singles none out, or none is in all).
        static func common(_ answers: [[PatternDescriptor]?]) -> [PatternDescriptor]? {
            guard !answers.contains(where: { $0 == nil }) else { return nil }
            let answers = answers.compactMap { $0 }
            if answers.allSatisfy(\.isEmpty) { return [] }
            let always = answers[0].filter { pattern in answers.allSatisfy { $0.contains(pattern) }
            }
            return always.isEmpty ? nil : always
        }

        /// The patterns that answer the need best by `option` of the margin fork, on `counted`
        /// (the headline figures when none is given): the best figure, and those within the
        /// margin of it; none when every pattern does (nothing singles one out).
        package func best(margin option: Int, of counted: PerPattern<Double>? = nil)
            -> [PatternDescriptor]
        {
            let values = counted ?? self.values
            let margin = self.margin.map { Fork.scaled($0, option: option) }
            guard notMeasured == nil,
                values.patterns.count == PatternDescriptor.all.count,
                let top = lowerIsBetter ? values.allValues.min() : values.allValues.max()
            else { return [] }
            let tied = values.entries.filter { entry in
                guard let margin else { return entry.value == top }
                return margin.needed(entry.value, top) > abs(entry.value - top)
            }.map(\.pattern)
            return tied.count == PatternDescriptor.all.count ? [] : tied
        }
    }

    /// The needs, each from a figure of `inputs` or of the claims the engine judged (`tested`),
    /// with the margin of the evidence claim it rests on; needs whose claim is not evidence are
    /// left out.
    package static func questions(_ inputs: ClaimInputs, tested: [Claim]) -> [Question] {
        func judged(_ definition: ClaimDefinition) -> Claim? {
            tested.first { $0.definition.id == definition.id }
        }
        func question(
            _ need: String, _ claim: ClaimDefinition, _ figure: String, lower: Bool,
            _ value: (PatternDescriptor) -> Double?,
            text: (PatternDescriptor, Double) -> String = { $1.figureText }
        ) -> Question? {
            guard case .evidence = claim.classification else { return nil }
            let values = PerPattern<Double?> { value($0) }.compactMapValues { $0 }
            return Question(
                need: need, claim: claim, figure: figure, values: values,
                texts: PerPattern { pattern in values[pattern].map { text(pattern, $0) } ?? "—" },
                lowerIsBetter: lower, margin: judged(claim)?.margin?.margin,
                notMeasured: values.patterns.count < PatternDescriptor.all.count
                    ? "a figure is missing" : nil)
        }
        func whole(_ claim: ClaimDefinition) -> (PatternDescriptor) -> Double? {
            let figures = judged(claim)?.figures
            return { figures?.whole[$0]?.value }
        }
        /// A need answered by the claim's own whole figure, counted every way it allows.
        func claimFigure(_ need: String, _ claim: ClaimDefinition, _ figure: String) -> Question? {
            var asked = question(need, claim, figure, lower: true, whole(claim))
            asked?.ways = ways(claim, inputs)
            return asked
        }
        let asked: [Question?] = [
            question(
                "The least code to read", SeedClaims.controllerBloats,
                "code lines of the Swift files in the pattern's folder, `Sources/Patterns/<pattern>/` "
                    + "(its roles' code lines, which FolderTotalsTests checks against the folder)",
                lower: true,
                { pattern in
                    inputs.metrics(pattern).map {
                        Double(
                            $0.roles.filter { !SharedCore.isCoreRole($0.role) }
                                .reduce(0) { $0 + $1.source.codeLines })
                    }
                }),
            claimFigure(
                "No role that bloats", SeedClaims.controllerBloats,
                "code lines of each screen's largest role, over the five screens"),
            claimFigure(
                "Thin view controllers", SeedClaims.mvvmControllerSlims,
                "code lines of the view controllers (MVC's and the variant's controller role, "
                    + "the view role elsewhere)"),
            claimFigure(
                "Views that branch least", SeedClaims.mvvmViewKeptSimple,
                "decision points of the views (MVC's and the variant's: their views' and those on "
                    + "their controllers' binding-and-view lines)"),
            claimFigure(
                "The least binding code on a form", SeedClaims.bindingBoilerplate,
                "binding glue on the profile form, in bound values (and counted the claim's other "
                    + "ways: per statement, with the contracts' requirements)"),
        ]
        return asked.compactMap { $0 }
            + (judged(SeedClaims.testsKillMoreMutants).map(mutants) ?? [])
    }

    /// The claim's whole figures counted every way its own forks allow, headline first.
    static func ways(_ claim: ClaimDefinition, _ inputs: ClaimInputs)
        -> [(way: String, values: PerPattern<Double>)]
    {
        guard !claim.forks.isEmpty else { return [] }
        return Choices.all(claim.forks).map { choices in
            let figures = claim.measure(inputs, choices)
            let way = claim.forks.map { $0.options[choices[$0]] }.joined(separator: ", ")
            return (way, PerPattern<Double?> { figures.whole[$0]?.value }.compactMapValues { $0 })
        }
    }

    /// Tests that kill the most mutants in the presentation logic, the construct seed 001's
    /// words pick (claim 23's rule), with the binding and view code's score beside it.
    static func mutants(_ judged: Claim) -> [Question] {
        let claim = judged.definition
        guard case .evidence = claim.classification else { return [] }
        let figures = judged.figures
        let view = PerPattern<Double?> { figures.whole[$0]?.value }.compactMapValues { $0 }
        let logic = PerPattern<Double?> { figures.whole[$0]?.second }.compactMapValues { $0 }
        // To a tenth, as the claim's value is kept: a whole number rounded again from 93.5
        // would read 94% beside the claim's own 93% (100 of 107).
        func percent(_ value: Double?) -> String { value.map { "\($0.figureText)%" } ?? "—" }
        return [
            Question(
                need: "Tests that kill the most mutants in the presentation logic", claim: claim,
                figure: "mutation score over the lines that do the presentation logic, wherever "
                    + "the pattern keeps them (the construct the seed picks; the binding and "
                    + "view lines' score beside it)",
                values: logic,
                texts: PerPattern { pattern in
                    "logic \(percent(logic[pattern])), binding and view \(percent(view[pattern]))"
                }, lowerIsBetter: false, margin: judged.margin?.margin,
                notMeasured: logic.patterns.count < PatternDescriptor.all.count
                    ? "a figure is missing" : nil)
        ]
    }
}

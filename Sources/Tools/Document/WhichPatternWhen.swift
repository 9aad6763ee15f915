import Builds
import Claims
import Coupling
import Foundation
import PatternCatalog
import Performance

/// "Which pattern when": what a reader may need most, and the patterns that give it best by one
/// figure of this run, with every pattern's value. Patterns within a line's margin of the best
/// count as tied; a line never names a pattern its figure does not single out.
public enum WhichPatternWhen {
    /// One need, and each pattern's figure for it.
    public struct Question: Sendable {
        /// "The fewest types to learn".
        public var need: String
        /// What the figure is.
        public var figure: String
        public var values: PerPattern<Double>
        public var texts: PerPattern<String>
        /// Whether a lower figure answers the need better.
        public var lowerIsBetter: Bool
        /// When two figures count as different: a margin, or nil for any difference.
        public var margin: Margin?
        /// Why the figure is missing, when it is.
        public var notMeasured: String?

        /// The patterns that answer the need best: the best figure, and those within the
        /// margin of it; none when every pattern does (nothing singles one out).
        public var best: [PatternDescriptor] {
            guard notMeasured == nil, values.patterns.count == PatternDescriptor.all.count,
                let top = lowerIsBetter ? values.allValues.min() : values.allValues.max()
            else { return [] }
            let tied = values.entries.filter { entry in
                guard let margin else { return entry.value == top }
                return margin.needed(entry.value, top) > abs(entry.value - top)
            }.map(\.pattern)
            return tied.count == PatternDescriptor.all.count ? [] : tied
        }
    }

    /// The table of needs, then what each figure is and its margin.
    public static func markdown(_ questions: [Question]) -> String {
        var table = MarkdownTable(["need", "best"] + PatternDescriptor.all.map(\.name))
        for question in questions {
            let best =
                question.notMeasured != nil
                ? "not measured"
                : question.best.isEmpty
                    ? "none stands out" : FrontPage.list(question.best.map { "**\($0.name)**" })
            table.append(
                [question.need, best]
                    + PatternDescriptor.all.map { question.texts[$0] ?? "—" })
        }
        var lines = [
            "### Which pattern when\n",
            "What a reader may need most, and the patterns that give it best by one figure of "
                + "this run. Patterns within the margin of the best count as tied.\n",
            table.markdown, "",
        ]
        for question in questions {
            let margin = question.margin.map { "; margin \($0.text)" } ?? "; any difference counts"
            let missing = question.notMeasured.map { " Not measured: \($0)." } ?? ""
            lines.append("- *\(question.need)*: \(question.figure)\(margin).\(missing)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The needs, each from a figure of `inputs`, with the margins of `book`'s claims.
    public static func questions(_ inputs: ClaimInputs, book: MarginBook) -> [Question] {
        func margin(_ id: String) -> Margin? { book.entries[id]?.margin }
        func question(
            _ need: String, _ figure: String, lower: Bool, margin: Margin?,
            _ value: (PatternDescriptor) -> Double?,
            text: (PatternDescriptor, Double) -> String = {
                $1.figureText
            }
        ) -> Question {
            let values = PerPattern<Double?> { value($0) }.compactMapValues { $0 }
            return Question(
                need: need, figure: figure, values: values,
                texts: PerPattern { pattern in values[pattern].map { text(pattern, $0) } ?? "—" },
                lowerIsBetter: lower, margin: margin,
                notMeasured: values.patterns.count < PatternDescriptor.all.count
                    ? "a figure is missing" : nil)
        }
        return shape(inputs, margin: margin, question: question)
            + testing(inputs, margin: margin, question: question)
            + coupling(inputs, question: question)
    }

    typealias Make = (
        String, String, Bool, Margin?, (PatternDescriptor) -> Double?,
        (PatternDescriptor, Double) -> String
    ) -> Question

    /// Types, code, the logic's home.
    static func shape(
        _ inputs: ClaimInputs, margin: (String) -> Margin?,
        question: (
            String, String, Bool, Margin?, (PatternDescriptor) -> Double?,
            (PatternDescriptor, Double) -> String
        ) -> Question
    ) -> [Question] {
        func lines(_ pattern: PatternDescriptor, _ roles: (ArchitectureRole) -> Bool) -> Double? {
            inputs.metrics(pattern).map {
                Double($0.roles.filter { roles($0.role) }.reduce(0) { $0 + $1.source.codeLines })
            }
        }
        return [
            question(
                "The fewest types to learn", "the pattern's own types (protocols included)", true,
                margin("mvvm-more-classes"), { Double(inputs.ownTypes($0)) }, { $1.figureText }),
            question(
                "The least code to read", "code lines of the pattern's own types", true,
                margin("controller-bloats"), { lines($0) { !SharedCore.isCoreRole($0) } },
                { $1.figureText }),
            question(
                "A small home for the presentation logic",
                "code lines of the role that holds the presentation logic", true,
                margin("controller-bloats"),
                { pattern in lines(pattern) { $0 == pattern.logicRole } },
                { "\($1.figureText) (\($0.logicRole.rawValue))" }),
        ]
    }

    /// What the tests catch.
    static func testing(
        _ inputs: ClaimInputs, margin: (String) -> Margin?,
        question: (
            String, String, Bool, Margin?, (PatternDescriptor) -> Double?,
            (PatternDescriptor, Double) -> String
        ) -> Question
    ) -> [Question] {
        let planted = inputs.faults.faults.count
        let caught = { (pattern: PatternDescriptor) -> Double? in
            planted == 0
                ? nil
                : Double(inputs.faults.faults.filter { $0.outcomes[pattern]?.caught == true }.count)
        }
        return [
            question(
                "Tests that catch the most faults",
                "faults of Faults/ the pattern's own tests catch, of \(planted)", false,
                margin("easier-to-test"), caught, { "\($1.figureText)" }),
            question(
                "Tests that kill the most mutants",
                "mutation score of the pattern's own tests over all of its own code", false,
                margin("kills-more-mutants"),
                { pattern in inputs.mutants[.ownCode]?.score(of: pattern).map { $0 * 100 } },
                { "\(Int($1.rounded()))%" }),
        ]
    }

    /// Debugging and coupling.
    static func coupling(
        _ inputs: ClaimInputs,
        question: (
            String, String, Bool, Margin?, (PatternDescriptor) -> Double?,
            (PatternDescriptor, Double) -> String
        ) -> Question
    ) -> [Question] {
        // A dependency more or less moves the cost of a pattern of n types by 100/n² points: a
        // smaller lead is no difference, so that is the margin (the smallest pattern's).
        let fewest = max(1, PatternDescriptor.all.map(inputs.ownTypes).min() ?? 1)
        let oneEdge = (1000 / Double(fewest * fewest)).rounded() / 10
        return [
            question(
                "A label update that a breakpoint traces back to the model change",
                "where a store change (the app renamed) reaches the views: 1 in the change's own "
                    + "call, 0 in the next layout pass", false, nil,
                { inputs.timing[$0].map { $0.viewsChangeInTheCall ? 1 : 0 } },
                { $1 == 1 ? "in the change's call" : "next layout pass" }),
            question(
                "A change that reaches few of the pattern's other types",
                "propagation cost (see the reading guide)", true,
                Margin(share: 0, least: oneEdge, unit: "points"),
                { inputs.metrics($0).map { ($0.propagationCost * 1000).rounded() / 10 } },
                { "\(Int($1.rounded()))%" }),
        ]
    }
}

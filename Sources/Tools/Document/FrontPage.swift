import Builds
import Claims
import Coupling
import Foundation
import PatternCatalog
import Performance
import Testability

/// The first page of Comparison.md: the verdicts counted, "which pattern when" drawn from this
/// run's figures, the seeds, the words the tables use, and how to read the role graphs and the
/// propagation figures. Nothing in it is written by hand that a measurement could contradict:
/// the counts come from the claims as they are, and every "when" line from a figure, with the
/// figure cited beside it.
public struct FrontPage: Sendable {
    public var claims: [Claim]
    public var coupling: CouplingReport
    public var testability: TestabilityReport
    public var timing: [UpdateTiming]
    /// The patterns' names for people, in the order of `coupling.patterns`.
    public var names: [String]

    public init(
        claims: [Claim], coupling: CouplingReport, testability: TestabilityReport,
        timing: [UpdateTiming], names: [String]
    ) {
        self.claims = claims
        self.coupling = coupling
        self.testability = testability
        self.timing = timing
        self.names = names
    }

    /// The page, as Markdown sections: `## At a glance` and its parts.
    public func markdown() -> String {
        [summary(), whichPatternWhen(), seeds(), Self.glossary, Self.readingGuide]
            .joined(separator: "\n")
    }

    // MARK: - The verdicts, counted

    /// Each verdict the claims carry, with how many claims carry it and which (by number, as
    /// the claims table numbers them), most frequent first; then the same per pattern.
    func summary() -> String {
        var out = ["## At a glance\n"]
        let total = claims.count
        out.append(
            "The seed articles make \(total) \(total == 1 ? "claim" : "claims") about what the "
                + "patterns cause, each tested in \"What the seeds say follows\" below against a "
                + "figure measured in this run (what each pattern is by definition is listed "
                + "apart, as rules that hold). What the figures say:\n")
        for (verdict, numbers) in Self.verdicts(claims.indices.map { ($0 + 1, claims[$0]) }) {
            out.append("- **\(verdict)**: \(numbers.count) (\(Self.claimList(numbers)))")
        }
        out.append("\nBy the pattern each claim is about:\n")
        let patterns = names + claims.map(\.pattern).filter { !names.contains($0) }
        for pattern in patterns {
            let own = claims.indices.filter { claims[$0].pattern == pattern }.map {
                ($0 + 1, claims[$0])
            }
            guard !own.isEmpty else {
                out.append("- \(pattern): no claim")
                continue
            }
            let counts = Self.verdicts(own).map { "\($0.numbers.count) \($0.verdict)" }
            out.append(
                "- \(pattern) (\(Self.claimList(own.map(\.0)))): "
                    + counts.joined(separator: ", "))
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The verdicts that occur, each with the numbers of its claims: most claims first, then
    /// by name.
    static func verdicts(_ numbered: [(Int, Claim)]) -> [(verdict: String, numbers: [Int])] {
        let grouped = Dictionary(grouping: numbered, by: { $0.1.verdict.rawValue })
        return grouped.map { ($0.key, $0.value.map(\.0).sorted()) }
            .sorted { ($1.numbers.count, $0.verdict) < ($0.numbers.count, $1.verdict) }
    }

    /// Claim numbers as a reader writes them: `claims 1–3, 7`.
    static func claimList(_ numbers: [Int]) -> String {
        var ranges: [(Int, Int)] = []
        for number in numbers.sorted() {
            if let last = ranges.last, last.1 + 1 == number {
                ranges[ranges.count - 1].1 = number
            } else {
                ranges.append((number, number))
            }
        }
        let text = ranges.map { $0.0 == $0.1 ? "\($0.0)" : "\($0.0)–\($0.1)" }
        return (numbers.count == 1 ? "claim " : "claims ") + text.joined(separator: ", ")
    }

    // MARK: - Which pattern when

    /// One question a reader brings, and each pattern's figure for it.
    struct Question {
        /// "The fewest types to learn".
        public var need: String
        /// What the figure is and where it stands in this document.
        public var figure: String
        /// Per pattern, in `names` order: the figure, and its text (nil: not measured).
        public var values: [Double?]
        public var texts: [String]
        /// Whether a lower figure answers the need better.
        public var lowerIsBetter: Bool
        /// When two figures count as different: a margin, or nil for any difference at all.
        public var margin: Margin?
        /// How the margin reads, when not as `Margin.text`.
        public var marginText: String? = nil
        /// Why a figure is missing, when one is.
        public var notMeasured: String?
    }

    func whichPatternWhen() -> String {
        var out = [
            "### Which pattern when\n",
            "What a reader may need most, and the patterns that give it best by one figure of this "
                + "run, cited after it with every pattern's value. Where a line has a margin (the "
                + "claims' own, shown beside it), patterns within it of the best count as tied; a "
                + "line never names a pattern its figure does not single out.\n",
        ]
        for question in questions() {
            out.append("- " + answer(question))
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// The line for `question`: the pattern (or patterns) that answer it best, and the figure.
    func answer(_ question: Question) -> String {
        let cited =
            zip(names, question.texts).map { "\($0) \($1)" }.joined(separator: ", ")
        let known = question.values.compactMap { $0 }
        guard known.count == question.values.count,
            let best = question.lowerIsBetter ? known.min() : known.max()
        else {
            return "**\(question.need):** not measured in this run"
                + (question.notMeasured.map { " (\($0))" } ?? "") + "."
        }
        let tied = names.indices.filter { index in
            guard let value = question.values[index] else { return false }
            guard let margin = question.margin else { return value == best }
            let (worse, better) = question.lowerIsBetter ? (value, best) : (best, value)
            return margin.verdict(worse, exceeds: better) != .supported
        }
        let margin = question.margin.map { "; margin \(question.marginText ?? $0.text)" } ?? ""
        let winners: String
        if tied.count == names.count {
            winners = "no pattern stands out"
        } else {
            winners =
                Self.list(tied.map { "**\(names[$0])**" })
                + (tied.count > 1
                    ? (question.margin == nil ? " (equal)" : " (within the margin)") : "")
        }
        return "**\(question.need):** \(winners). \(question.figure): "
            + "\(cited)\(margin)."
    }

    /// The questions, each from a figure the report measured.
    func questions() -> [Question] {
        let modules = coupling.patterns.map(\.module)
        func report(_ module: String) -> CouplingReport.PatternReport? {
            coupling.patterns.first { $0.module == module }
        }
        func lines(_ module: String, _ roles: (ArchitectureRole) -> Bool) -> Int {
            report(module)?.metrics.roles.filter { roles($0.role) }
                .reduce(0) { $0 + $1.source.codeLines } ?? 0
        }
        let logicRoles = Set(PatternDescriptor.all.map(\.logicRole))
        func logicHolders(_ module: String) -> String {
            let roles = report(module)?.metrics.roles.map(\.role).filter(logicRoles.contains) ?? []
            return roles.isEmpty ? "none" : roles.map(\.rawValue).joined(separator: " and ")
        }
        func references(_ module: String, _ from: ArchitectureRole, _ to: ArchitectureRole) -> Int {
            report(module)?.metrics.matrix.first { $0.from == from && $0.to == to }?.references ?? 0
        }
        func hasOwnViews(_ module: String) -> Bool {
            report(module)?.metrics.roles.contains { $0.role == .view } == true
        }
        func summary(_ module: String) -> TestabilityReport.PatternSummary? {
            testability.patterns.first { $0.module == module }
        }
        var questions: [Question] = []
        let types = modules.map { Double(report($0)?.types.count ?? 0) }
        questions.append(
            Question(
                need: "The fewest types to learn",
                figure: "The pattern's own types (protocols included)",
                values: types, texts: types.map { "\(Int($0))" }, lowerIsBetter: true,
                margin: .types))
        let code = modules.map { lines($0) { !SharedCore.isCoreRole($0) } }
        questions.append(
            Question(
                need: "The least code to read", figure: "Code lines of the pattern's own types",
                values: code.map(Double.init), texts: code.map(String.init), lowerIsBetter: true,
                margin: .codeLines))
        let logic = modules.map { lines($0, logicRoles.contains) }
        questions.append(
            Question(
                need: "A small home for the presentation logic",
                figure: "Code lines of the role that holds the presentation logic",
                values: logic.map(Double.init),
                texts: zip(modules, logic).map { "\($1) (\(logicHolders($0)))" },
                lowerIsBetter: true, margin: .codeLines))
        let measured = testability.isComplete
        let noView = modules.map { summary($0) }
        questions.append(
            Question(
                need: "Testing the screens' behaviour without building a view",
                figure: "Behaviour tests that create no view",
                values: noView.map { measured ? $0.map { Double($0.zeroViewTests) } : nil },
                texts: noView.map { $0.map { "\($0.zeroViewTests) of \($0.tests.count)" } ?? "—" },
                lowerIsBetter: false, margin: nil, notMeasured: testability.viewCounts))
        questions.append(
            Question(
                need: "Tests that touch few production types",
                figure: "Median production types a behaviour test touches",
                values: noView.map { $0?.medianProductionTypes },
                texts: noView.map {
                    $0.map { $0.medianProductionTypes.figureText } ?? "—"
                },
                lowerIsBetter: true, margin: .testTypes))
        let byModule = Dictionary(uniqueKeysWithValues: timing.map { ($0.module, $0) })
        questions.append(
            Question(
                need: "A breakpoint in a model change that leads to the code updating the views",
                figure: "Where a store change (the app renamed) reaches the views",
                values: modules.map { byModule[$0].map { $0.viewsChangeInTheCall ? 1 : 0 } },
                texts: modules.map { byModule[$0]?.summary ?? "—" }, lowerIsBetter: false,
                margin: nil, notMeasured: "the screens were not run"))
        questions.append(
            Question(
                need: "Views that know no model type",
                figure: "References from the pattern's own view types to model types",
                values: modules.map {
                    hasOwnViews($0) ? Double(references($0, .view, .model)) : nil
                }
                .map { $0 ?? .infinity },
                texts: modules.map {
                    hasOwnViews($0) ? "\(references($0, .view, .model))" : "no view type of its own"
                },
                lowerIsBetter: true, margin: nil))
        // A dependency more or less moves the cost of a pattern of n types by 100/n² points: a
        // smaller lead is not a difference, so that is the margin (the smallest pattern's).
        let propagation = modules.map { report($0)?.metrics.propagationCost ?? 0 }
        let fewest = max(1, modules.compactMap { report($0)?.types.count }.min() ?? 1)
        let oneEdge = 100 / Double(fewest * fewest)
        questions.append(
            Question(
                need: "A change that reaches few of the pattern's other types",
                figure: "Propagation cost (see the reading guide)",
                values: propagation.map { $0 * 100 },
                texts: propagation.map { String(format: "%.0f%%", $0 * 100) }, lowerIsBetter: true,
                margin: Margin(share: 0, least: oneEdge, unit: "points"),
                marginText: String(
                    format: "at least %.1f points, what one dependency moves ", oneEdge)
                    + "the figure in the pattern with the fewest types"))
        return questions
    }

    /// `a`, `a and b`, `a, b and c`.
    public static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    // MARK: - Seeds, words, reading

    func seeds() -> String {
        var out = [
            "### The seeds\n",
            "The articles the screens and the claims come from, cited as \"seed 000\" and so on:\n",
        ]
        for seed in Seed.all {
            let source = seed.source.map { " Source: <\($0)>." } ?? ""
            out.append(
                "- **\(seed.number)** — *\(seed.title)* (\(seed.translation)): \(seed.shows).\(source)"
            )
        }
        return out.joined(separator: "\n") + "\n"
    }

    static let glossary = """
        ### Words used in the tables

        - **Role**: the job a type declares by conforming to `Role.View`, `Role.Controller`, \
        `Role.Presenter`, `Role.ViewModel` or `Role.Assembly`. Types of the shared model are \
        *model*, those of the toolkit *toolkit*.
        - **Presentation logic**: what a screen shows and how it reacts (formatting, selection, \
        load and search state). MVC and its variant keep it in the controller, MVP in the \
        presenter, MVVM in the view model.
        - **Ce** (efferent coupling): how many distinct types outside a role the role's types use.
        - **Ca** (afferent coupling): how many distinct types outside a role use it.
        - **I** (instability) = Ce / (Ca + Ce), 0 when both are 0: near 1, the role uses others \
        and nothing leans on it, so it is free to change; near 0, others lean on it.
        - **A** (abstractness): the share of a role's types that are protocols.
        - **D** (distance) = |A + I − 1|: near 0 when a role is abstract and leaned on, or \
        concrete and free to change; near 1 when it is concrete and leaned on (hard to change) or \
        abstract and unused.
        - **Concrete / protocol deps**: the outside types a role uses, split by whether they are \
        protocols; only a protocol can be replaced by a test double.
        - **Propagation cost**: the share of ordered pairs of the pattern's own types (each type \
        with itself included) where the first uses the second, directly or through others.
        - **Model ripple**: the pattern's own types that use a model type, directly or through \
        others: what a model change can reach.
        - **Code lines**: lines that are neither blank nor only a comment. **Complexity**: \
        functions plus decision points (`if`, `guard`, `case`, `&&`, …).
        - **Margin**: how large a difference must be before a verdict or a "when" line rests on \
        it; smaller differences are "not shown at this size".
        - **Views / production types / test doubles / setup lines** (testability): toolkit views \
        a test created, the pattern's and the model's types it refers to, the stand-ins it uses, \
        and its lines before the first assertion. **R** reads the result out of rendered views, \
        **V** off typed values.

        """

    static let readingGuide = """
        ### Reading the role graphs and the propagation figures

        - **Role graphs.** Each pattern's section opens with a flowchart: a box per role (the \
        model and the toolkit are the shared core), and an arrow from one role to another when \
        its types use the other's, labelled with the number of references in the code. A \
        layered pattern's arrows all point one way, towards the model and the toolkit; arrows \
        both ways between two roles form a role cycle, listed under the figures. The matrix \
        below the graph gives the same arrows as "distinct type pairs / references"; a dot \
        means none.
        - **Propagation figures.** A propagation cost of 100% means every type can reach every \
        other; with n types the lowest possible is 1/n (each type reaches only itself), so \
        compare patterns with their type counts in view. "A model change can reach k of n \
        types" counts the pattern's types that use a model type, directly or not. With few \
        types one dependency moves these figures by several points; the notes under each \
        pattern say by how many.

        """
}

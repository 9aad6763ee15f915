import Foundation
import PatternCatalog

/// Everything the claims are measured on, from one run, keyed by pattern: the coupling and
/// testability reports, each pattern's screens measured one by one, what running the screens
/// showed, the recorded traces, and the stored results of the change requests, the faults and
/// the mutants.
package struct ClaimInputs: Sendable {
    package var coupling: CouplingReport
    package var testability: TestabilityReport
    /// Each pattern's screens, each measured on its own, by screen name.
    package var screens: PerPattern<[String: ScreenFigures]>
    /// When a store change reaches each pattern's views.
    package var timing: PerPattern<UpdateTiming>
    /// What each pattern's screens leave behind when torn down.
    package var teardown: PerPattern<TeardownFigures>
    /// How a store change and a tap travel through each pattern, from recorded traces (none
    /// when no trace was recorded from these sources).
    package var debugging: PerPattern<DebuggingFigures>
    /// What the change requests cost, from their last run.
    package var changes: ChangeCosts
    /// What the faults found, from their last run (empty when none was stored).
    package var faults: FaultResults
    /// What the mutants of each scope found, from their last run; a scope is missing when none
    /// was stored or it is stale.
    package var mutants: [MutationScope: MutationResults]
    /// The package's types and their dependencies, from the compiler's index.
    package var graph: TypeGraph
    /// What differs between MVP's files and each MVVM style's, and how much of it binds.
    package var bindingDiffs: PerPattern<BindingDiff>
    /// Other authors' counts (`Claims/other-authors.json`), the control on size claims.
    package var otherAuthors: OtherAuthors?
    /// Where each pattern's code came from against MVC's, screen by screen (MVC has none).
    package var codeMoves: PerPattern<[String: CodeMoves]>
    /// What each fault of Faults/ breaks, by the fault's name.
    package var faultConstructs: [String: FaultConstruct]
    /// What each statement line of the patterns does, by file and line (`LineConstruct`).
    package var lineConstructs: LineConstruct.Lines
    /// The same, each controller line judged by what it touches alone, not by the MVVM line it
    /// matches (`LineConstruct.measure(graph:root:matching:)`).
    package var lineConstructsByTouch: LineConstruct.Lines = [:]
    /// The package's root folder, where the files `lineConstructs` names are read.
    package var root = "."

    package init(
        coupling: CouplingReport, testability: TestabilityReport,
        screens: PerPattern<[String: ScreenFigures]>, timing: PerPattern<UpdateTiming>,
        teardown: PerPattern<TeardownFigures>, debugging: PerPattern<DebuggingFigures>,
        changes: ChangeCosts, faults: FaultResults, mutants: [MutationScope: MutationResults],
        graph: TypeGraph,
        bindingDiffs: PerPattern<BindingDiff>, otherAuthors: OtherAuthors? = nil,
        codeMoves: PerPattern<[String: CodeMoves]> = PerPattern(),
        faultConstructs: [String: FaultConstruct] = [:],
        lineConstructs: LineConstruct.Lines = [:]
    ) {
        self.faultConstructs = faultConstructs
        self.lineConstructs = lineConstructs
        self.otherAuthors = otherAuthors
        self.codeMoves = codeMoves
        self.coupling = coupling
        self.testability = testability
        self.screens = screens
        self.timing = timing
        self.teardown = teardown
        self.debugging = debugging
        self.changes = changes
        self.faults = faults
        self.mutants = mutants
        self.graph = graph
        self.bindingDiffs = bindingDiffs
    }

    /// The screens measured, sorted.
    package var screenNames: [String] {
        Set(screens.allValues.flatMap(\.keys)).sorted()
    }

    /// `pattern`'s figures on `screen`.
    package func screen(_ pattern: PatternDescriptor, _ screen: String) -> ScreenFigures? {
        screens[pattern]?[screen]
    }

    /// `pattern`'s coupling report.
    package func report(_ pattern: PatternDescriptor) -> CouplingReport.PatternReport? {
        coupling.patterns.first { $0.module == pattern.module }
    }

    /// `pattern`'s coupling measures.
    package func metrics(_ pattern: PatternDescriptor) -> PatternMetrics? {
        report(pattern)?.metrics
    }

    /// `pattern`'s figures for `role`, over the whole pattern.
    package func role(_ pattern: PatternDescriptor, _ role: ArchitectureRole)
        -> PatternMetrics.RoleFigures?
    {
        metrics(pattern)?.roles.first { $0.role == role }
    }

    /// `pattern`'s own types.
    package func ownTypes(_ pattern: PatternDescriptor) -> Int {
        report(pattern)?.types.count ?? 0
    }

    /// `pattern`'s behaviour tests.
    package func tests(_ pattern: PatternDescriptor) -> TestabilityReport.PatternSummary? {
        testability.patterns.first { $0.module == pattern.module }
    }

    /// The roles of `pattern`'s own on a screen (not the model, toolkit or assembly).
    package static func ownRoles(of figures: ScreenFigures) -> [ArchitectureRole] {
        figures.roleSource.keys.filter { !SharedCore.isCoreRole($0) && $0 != .assembly }.sorted()
    }

    /// A figure per pattern, from `value` (nil: the pattern has none), shown by `text`.
    package func perPattern(
        _ value: (PatternDescriptor) -> Double?,
        text: (PatternDescriptor, Double) -> String = { _, value in value.figureText }
    ) -> PerPattern<Figure> {
        PerPattern { pattern in
            value(pattern).map { Figure($0, text(pattern, $0)) } ?? .none
        }
    }

    /// A figure per pattern on every screen, from `value` on the screen's figures.
    package func perScreen(
        _ value: (PatternDescriptor, ScreenFigures) -> Double?,
        text: (PatternDescriptor, ScreenFigures, Double) -> String = { _, _, value in
            value.figureText
        }
    ) -> [(screen: String, figures: PerPattern<Figure>)] {
        screenNames.map { screen in
            (
                screen,
                PerPattern { pattern in
                    guard let figures = self.screen(pattern, screen),
                        let number = value(pattern, figures)
                    else { return .none }
                    return Figure(number, text(pattern, figures, number))
                }
            )
        }
    }

    /// The figures summed over the screens, per pattern.
    package static func totals(
        _ screens: [(screen: String, figures: PerPattern<Figure>)]
    ) -> PerPattern<Figure> {
        PerPattern { pattern in
            let values = screens.compactMap { $0.figures[pattern]?.value }
            return values.isEmpty ? .none : Figure(values.reduce(0, +))
        }
    }

    /// The decision points on the lines of `role`'s files of `pattern`'s `screen` that
    /// `LineConstruct` gives `construct` (`LineConstruct.decisionPoints`), each line matched to
    /// MVVM's or, `byTouch`, judged by what it touches.
    package func decisionPoints(
        of role: ArchitectureRole, _ construct: FaultConstruct, in pattern: PatternDescriptor,
        screen: String, files: [String: FileRoles], byTouch: Bool = false
    ) -> Int {
        LineConstruct.decisionPoints(
            byTouch ? lineConstructsByTouch : lineConstructs, of: role, construct,
            folder: pattern.folder + "/" + (screen.isEmpty ? "" : screen + "/"), files: files,
            root: root)
    }
}

import ChangeCosts
import Coupling
import Foundation
import PatternCatalog
import Performance
import Testability
import Traces

/// Everything the claims are measured on, from one run: the coupling and testability reports,
/// each pattern's screens measured one by one, and what running the screens showed.
public struct ClaimInputs: Sendable {
    /// The patterns, in the order the claims' columns show them.
    public var patterns: [PatternDescriptor]
    public var coupling: CouplingReport
    public var testability: TestabilityReport
    /// Every pattern's screens, each measured on its own.
    public var screens: [ScreenFigures]
    /// When a store change reaches each pattern's views.
    public var timing: [UpdateTiming]
    /// What each pattern's screens leave behind when torn down.
    public var teardown: [TeardownFigures]
    /// How a store change and a tap travel through each pattern, from recorded traces (empty when
    /// none were recorded).
    public var debugging: [DebuggingFigures]
    /// What the change requests cost, from their last run; nil when not read in this run.
    public var changes: ChangeCosts?

    public init(
        patterns: [PatternDescriptor], coupling: CouplingReport, testability: TestabilityReport,
        screens: [ScreenFigures], timing: [UpdateTiming], teardown: [TeardownFigures],
        debugging: [DebuggingFigures] = [], changes: ChangeCosts? = nil
    ) {
        self.patterns = patterns
        self.coupling = coupling
        self.testability = testability
        self.screens = screens
        self.timing = timing
        self.teardown = teardown
        self.debugging = debugging
        self.changes = changes
    }

    /// `pattern`'s figures from the recorded traces, if any.
    public func debugging(_ pattern: PatternDescriptor) -> DebuggingFigures? {
        debugging.first { $0.module == pattern.module }
    }

    /// The screens measured, sorted.
    public var screenNames: [String] { Array(Set(screens.map(\.screen))).sorted() }

    /// `pattern`'s figures on `screen`.
    public func screen(_ pattern: PatternDescriptor, _ screen: String) -> ScreenFigures? {
        screens.first { $0.module == pattern.module && $0.screen == screen }
    }

    /// `pattern`'s coupling measures.
    public func metrics(_ pattern: PatternDescriptor) -> PatternMetrics? {
        coupling.patterns.first { $0.module == pattern.module }?.metrics
    }

    /// `pattern`'s figures for `role`, over the whole pattern.
    public func role(_ pattern: PatternDescriptor, _ role: ArchitectureRole)
        -> PatternMetrics.RoleFigures?
    {
        metrics(pattern)?.roles.first { $0.role == role }
    }

    /// `pattern`'s own types.
    public func ownTypes(_ pattern: PatternDescriptor) -> Int {
        coupling.patterns.first { $0.module == pattern.module }?.types.count ?? 0
    }

    /// `pattern`'s behaviour tests.
    public func tests(_ pattern: PatternDescriptor) -> TestabilityReport.PatternSummary? {
        testability.patterns.first { $0.module == pattern.module }
    }

    /// The roles of `pattern`'s own (not the model, toolkit or assembly).
    static func ownRoles(of figures: ScreenFigures) -> [ArchitectureRole] {
        figures.roleSource.keys
            .filter { !SharedCore.isCoreRole($0) && $0 != .assembly }.sorted()
    }
}

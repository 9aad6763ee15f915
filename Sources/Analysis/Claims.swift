import Foundation

/// The seed articles' claims about each pattern, each tested against a measured figure.
///
/// A verdict is computed from the figures by the rule written next to the claim: "supported",
/// "not supported", or "not measurable here" with the reason. Where only a proxy can be measured
/// (debuggability, learning cost), the claim says which proxy.
public struct Claim: Sendable, Codable {
    public enum Verdict: String, Sendable, Codable {
        case supported
        case notSupported = "not supported"
        /// The figures lean the claim's way, but by less than the claim's margin.
        case notShown = "not shown at this size"
        case notMeasurable = "not measurable here"
    }

    public var pattern: String
    public var claim: String
    /// What was measured, and how the verdict follows from it.
    public var figure: String
    /// The figure for each pattern, in pattern order.
    public var values: [String]
    /// How large a difference must be to count, chosen before the figures were looked at;
    /// "structural" where the rule asks whether something exists at all.
    public var margin: String
    public var verdict: Verdict
}

/// How large a difference must be before a verdict rests on it: at least `share` of the larger
/// figure and at least `least` in the figure's own unit. Chosen per kind of figure before the
/// figures were looked at, and shown beside every rule.
public struct Margin: Sendable {
    public var share: Double
    public var least: Double
    public var unit: String

    public static let codeLines = Margin(share: 0.2, least: 20, unit: "code lines")
    public static let types = Margin(share: 0.2, least: 2, unit: "types")
    public static let toolkitTypes = Margin(share: 0.2, least: 3, unit: "toolkit types")
    public static let testTypes = Margin(share: 0.2, least: 1, unit: "production types")

    public var text: String {
        "≥ \(Int(share * 100))% and ≥ \(Int(least)) \(unit)"
    }

    /// "supported" when `larger` exceeds `smaller` by the margin, "not supported" when it falls
    /// short of it by the margin the other way, otherwise "not shown at this size".
    public func verdict(_ larger: Double, exceeds smaller: Double) -> Claim.Verdict {
        let difference = larger - smaller
        let needed = max(least, share * max(abs(larger), abs(smaller)))
        if difference >= needed { return .supported }
        if -difference >= needed { return .notSupported }
        return .notShown
    }
}

/// Per pattern, when a store change reaches the views and the screen (measured by the caller,
/// which can run the screens).
public struct UpdateTiming: Sendable, Codable {
    public var module: String
    /// The views show the change as soon as the change's own call returns, so a breakpoint in
    /// that call leads to the code that updates them. False: they change only in the next
    /// layout pass, away from the change.
    public var viewsChangeInTheCall: Bool
    /// The first frame drawn after the change shows it.
    public var nextFrameShowsIt: Bool

    public init(module: String, viewsChangeInTheCall: Bool, nextFrameShowsIt: Bool) {
        self.module = module
        self.viewsChangeInTheCall = viewsChangeInTheCall
        self.nextFrameShowsIt = nextFrameShowsIt
    }

    /// How the figure reads in a table.
    public var summary: String {
        viewsChangeInTheCall ? "in the change's call" : "in the next layout pass"
    }
}

extension Claim {
    /// Every claim, from the coupling and testability reports (and the update timing).
    public static func all(
        coupling: CouplingReport, testability: TestabilityReport, timing: [UpdateTiming],
        profile: [ScreenFigures] = []
    ) -> [Claim] {
        let modules = coupling.patterns.map(\.module)
        func metrics(_ module: String) -> PatternMetrics? {
            coupling.patterns.first { $0.module == module }?.metrics
        }
        func role(_ module: String, _ wanted: ArchitectureRole) -> PatternMetrics.RoleFigures? {
            metrics(module)?.roles.first { $0.role == wanted }
        }
        func references(_ module: String, _ from: ArchitectureRole, _ to: ArchitectureRole) -> Int {
            metrics(module)?.matrix.first { $0.from == from && $0.to == to }?.references ?? 0
        }
        func toolkitTypes(_ module: String) -> Int {
            role(module, .controller)?.concreteDependencies.filter { $0.hasPrefix("TextUI.") }
                .count ?? 0
        }
        func ownTypes(_ module: String) -> Int {
            coupling.patterns.first { $0.module == module }?.types.count ?? 0
        }
        /// The role that holds presentation logic in each pattern (docs: each pattern's Screens).
        func holder(_ module: String) -> ArchitectureRole {
            switch module {
            case "MVP": .presenter
            case "MVVM": .viewModel
            default: .controller
            }
        }
        func lines(_ module: String, _ wanted: ArchitectureRole) -> Int {
            role(module, wanted)?.source.codeLines ?? 0
        }
        func complexity(_ module: String, _ wanted: ArchitectureRole) -> Int {
            role(module, wanted)?.source.complexity ?? 0
        }
        func testing(_ module: String) -> TestabilityReport.PatternSummary? {
            testability.patterns.first { $0.module == module }
        }
        let all = modules
        var claims: [Claim] = []
        func add(
            _ pattern: String, _ claim: String, _ figure: String, _ value: (String) -> String,
            margin: Margin? = nil, _ verdict: Verdict
        ) {
            claims.append(
                Claim(
                    pattern: pattern, claim: claim, figure: figure, values: all.map(value),
                    margin: margin?.text ?? "structural", verdict: verdict))
        }
        func verdict(_ condition: Bool) -> Verdict { condition ? .supported : .notSupported }

        // MVC
        add(
            "MVC", "The controller bloats",
            "code lines (complexity) of the role holding presentation logic; supported if MVC's exceeds every other pattern's by the margin",
            { "\(lines($0, holder($0))) (\(complexity($0, holder($0))))" },
            margin: .codeLines,
            Margin.codeLines.verdict(
                Double(lines("MVC", .controller)),
                exceeds: Double(
                    all.filter { $0 != "MVC" }.map { lines($0, holder($0)) }.max() ?? 0)))
        add(
            "MVC", "View and model stay independent, so both are reusable",
            "references view → model and model → view; supported if both are 0 in MVC",
            {
                "\(references($0, .view, .model) + references($0, .toolkit, .model)) / \(references($0, .model, .view))"
            },
            verdict(
                references("MVC", .view, .model) + references("MVC", .toolkit, .model)
                    + references("MVC", .model, .view) == 0))
        // MVC variant
        add(
            "MVC variant", "The controller slims down",
            "code lines of the controller role; supported if the variant's is below MVC's by the margin",
            { role($0, .controller).map { "\($0.source.codeLines)" } ?? "—" },
            margin: .codeLines,
            Margin.codeLines.verdict(
                Double(lines("MVC", .controller)),
                exceeds: Double(lines("MVCVariant", .controller))))
        add(
            "MVC variant", "The view hides its internals (proxy)",
            "distinct toolkit types the controller uses (proxy: a controller that fills views itself needs more); supported if below MVC's by the margin",
            {
                role($0, .controller).map {
                    "\($0.concreteDependencies.filter { $0.hasPrefix("TextUI.") }.count)"
                } ?? "—"
            },
            margin: .toolkitTypes,
            Margin.toolkitTypes.verdict(
                Double(toolkitTypes("MVC")), exceeds: Double(toolkitTypes("MVCVariant"))))
        add(
            "MVC variant", "The view depends on the model and cannot be used on its own",
            "references from view-role types to model types; supported if the variant's are above 0 and the others' 0",
            { "\(references($0, .view, .model))" },
            verdict(
                references("MVCVariant", .view, .model) > 0
                    && all.filter { $0 != "MVCVariant" }.allSatisfy {
                        references($0, .view, .model) == 0
                    }))
        // MVP
        add(
            "MVP", "The presenter replaces the controller",
            "controller-role types; supported if MVP has none and its presenters hold the model references",
            { "\(role($0, .controller)?.types.count ?? 0)" },
            verdict(role("MVP", .controller) == nil && references("MVP", .presenter, .model) > 0))
        add(
            "MVP", "View and model are independent",
            "references view → model; supported if 0 in MVP",
            { "\(references($0, .view, .model))" }, verdict(references("MVP", .view, .model) == 0))
        add(
            "MVP", "Presenter and view are tightly coupled",
            "references presenter → view + view → presenter, and a role cycle between them; supported if MVP has the cycle",
            {
                "\(references($0, .presenter, .view) + references($0, .view, .presenter))\(metrics($0)?.roleCycles.isEmpty == false ? ", cycle" : "")"
            },
            verdict(metrics("MVP")?.roleCycles.contains(["presenter", "view"]) == true))
        add(
            "MVP", "One presenter per view: more classes",
            "the pattern's own types (protocols included); supported if MVP has more than MVC by the margin",
            { "\(ownTypes($0))" }, margin: .types,
            Margin.types.verdict(Double(ownTypes("MVP")), exceeds: Double(ownTypes("MVC"))))
        // MVVM
        add(
            "MVVM", "The controller slims down",
            "code lines of the view controllers (controller role in MVC, view role in MVVM); supported if MVVM's are below MVC's by the margin",
            { module in
                let controllers = role(module, .controller)?.source.codeLines
                return controllers.map(String.init) ?? "\(lines(module, .view)) (views)"
            },
            margin: .codeLines,
            Margin.codeLines.verdict(
                Double(lines("MVC", .controller)), exceeds: Double(lines("MVVM", .view))))
        add(
            "MVVM", "Binding: the view observes the view model, which knows no view",
            "references view → view model / view model → view; supported if the first is above 0 and the second 0",
            { "\(references($0, .view, .viewModel)) / \(references($0, .viewModel, .view))" },
            verdict(
                references("MVVM", .view, .viewModel) > 0
                    && references("MVVM", .viewModel, .view) == 0))
        let onProfile = Dictionary(uniqueKeysWithValues: profile.map { ($0.module, $0) })
        add(
            "MVVM",
            "Two-way binding (profile): the view moves field values to and from the view model, never the model",
            "on the profile screen: the pattern's types a field's value crosses to the form state, and references view → model; supported if MVVM's view has no model reference and a view model stands between field and model (2 types or more)",
            { module in
                guard let figures = onProfile[module] else { return "—" }
                let path = figures.bindingTypes.map { $0 == 1 ? "1 type" : "\($0) types" }
                return "\(path ?? "no path"), \(figures.viewToModel) refs"
            },
            onProfile["MVVM"] == nil
                ? .notMeasurable
                : verdict(
                    onProfile["MVVM"]?.viewToModel == 0
                        && (onProfile["MVVM"]?.bindingTypes ?? 0) >= 2))
        add(
            "MVVM", "More classes",
            "the pattern's own types; supported if MVVM has more than MVC by the margin",
            { "\(ownTypes($0))" }, margin: .types,
            Margin.types.verdict(Double(ownTypes("MVVM")), exceeds: Double(ownTypes("MVC"))))
        let timingByModule = Dictionary(uniqueKeysWithValues: timing.map { ($0.module, $0) })
        add(
            "MVVM", "Harder to debug (proxy)",
            "proxy: after a store change (the app renamed), do the views change inside the change's own call, so that a breakpoint there leads to the code that updates them, or only later, in the next layout pass? supported if only MVVM's views wait for the pass",
            { timingByModule[$0]?.summary ?? "—" },
            timing.isEmpty
                ? .notMeasurable
                : verdict(
                    timingByModule["MVVM"]?.viewsChangeInTheCall == false
                        && all.filter { $0 != "MVVM" }.allSatisfy {
                            timingByModule[$0]?.viewsChangeInTheCall == true
                        }))
        add(
            "MVVM", "Easier to test",
            "behaviour tests that create no view; median production types a test touches; median "
                + "setup lines. Supported if MVVM has the most view-free tests and touches fewer "
                + "production types than MVC by the margin",
            { module in
                guard let summary = testing(module) else { return "—" }
                return "\(summary.zeroViewTests) of \(summary.tests.count), "
                    + "\(TestabilityReport.number(summary.medianProductionTypes)) types, "
                    + "\(TestabilityReport.number(summary.medianSetupLines)) lines"
            },
            margin: .testTypes,
            !testability.isComplete
                ? .notMeasurable
                : (testing("MVVM")?.zeroViewTests ?? 0)
                    < (all.compactMap { testing($0)?.zeroViewTests }.max() ?? 0)
                    ? .notSupported
                    : Margin.testTypes.verdict(
                        testing("MVC")?.medianProductionTypes ?? 0,
                        exceeds: testing("MVVM")?.medianProductionTypes ?? 0))
        // Seed 002, on the search screen: the behaviours whose tests need a service double.
        let searchCount = testability.behaviours.filter { $0.screen == "Search" }.count
        func search(_ module: String) -> (views: Int?, doubles: [String], types: Double)? {
            guard let tests = testing(module)?.tests.filter({ $0.screen == "Search" }),
                searchCount > 0, tests.count == searchCount
            else { return nil }
            let views = tests.map(\.views).reduce(Optional(0)) { sum, views in
                sum.flatMap { sum in views.map { sum + $0 } }
            }
            let doubles = Set(tests.flatMap(\.testDoubles)).sorted()
            let types = TestabilityReport.median(tests.map { Double($0.productionTypes.count) })
            return (views, doubles, types)
        }
        let mvvmSearch = search("MVVM")
        add(
            "MVVM", "The view model is easy to test because we only need a mock service (seed 002)",
            "the search's four behaviour tests (debounce, stale answers, empty query, failure): "
                + "views created, test doubles, median production types touched. Supported if "
                + "MVVM's create no view and need no double but the mock service, and touch "
                + "fewer production types than MVC's by the margin",
            { module in
                guard let figures = search(module) else { return "—" }
                let doubles = figures.doubles.map { $0.split(separator: ".").last ?? "" }
                return "\(figures.views.map(String.init) ?? "—") views, "
                    + "doubles: \(doubles.isEmpty ? "none" : doubles.joined(separator: ", ")), "
                    + "\(TestabilityReport.number(figures.types)) types"
            },
            margin: .testTypes,
            mvvmSearch?.views == nil || search("MVC") == nil
                ? .notMeasurable
                : mvvmSearch?.views != 0
                    || mvvmSearch?.doubles.contains { !$0.hasSuffix("SearchService") } == true
                    ? .notSupported
                    : Margin.testTypes.verdict(
                        search("MVC")?.types ?? 0, exceeds: mvvmSearch?.types ?? 0))
        return claims
    }
}

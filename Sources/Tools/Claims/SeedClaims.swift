import Coupling
import Foundation
import PatternCatalog
import Performance
import Testability

/// The seeds' claims about what each pattern causes, in the order the comparison shows them.
/// Each could come out against its seed, and `couldFail` says how, unless its figure is fixed by
/// the patterns' own rules or their shared code: then `construction` says why it could not have
/// come out otherwise, and the verdict is "decided by construction". Margins were set on the
/// date given, in a commit before the one that first generated their figures, except where
/// `setAfterTheFirstFigures` says so.
extension ClaimDefinition {
    public static let marginsSet = "2026-11-22"

    public static let all: [ClaimDefinition] = [
        controllerBloats, variantControllerSlims, variantViewHidesItsInternals,
        presenterAndViewTightlyCoupled, onePresenterPerViewMoreClasses, mvvmMoreClasses,
        mvvmControllerSlims, mvvmViewKeptSimple, mvvmHarderToDebug, mvvmEasierToTest,
        onlyAMockService, overkillForASmallScreen, bindingBoilerplate, observersByHand,
        mvcViewModelCoupling, lowCouplingModelRipple, viewModelReuse, mvcViewAndModelReuse,
        viewHierarchyChangesFreely, maintainability, layeredServices, learningCost,
    ]

    // MARK: - MVC

    public static let controllerBloats = ClaimDefinition(
        seeds: ["004"], about: .mvc, claim: "The controller bloats",
        figure: "code lines of each screen's largest role (MVC: its controller)",
        rule: "per screen: supported if MVC's controller exceeds every other pattern's largest "
            + "role by the margin; against if another pattern's largest role exceeds it",
        couldFail: "another pattern gathers a screen's logic in one role as large as MVC's "
            + "controller",
        margin: .codeLines, marginSet: marginsSet
    ) { inputs in
        func largest(_ figures: ScreenFigures) -> (ArchitectureRole, Int)? {
            ClaimInputs.ownRoles(of: figures).map { ($0, figures.source(of: $0).codeLines) }
                .max { $0.1 < $1.1 }
        }
        return acrossScreens(
            inputs, value: { largest($1).map { Double($0.1) } },
            text: { value, _, figures in
                figures.flatMap(largest).map { "\($0.1) (\($0.0.rawValue))" } ?? number(value)
            },
            verdict: { stands(.mvc, $0, margin: .codeLines, above: true) })
    }

    // MARK: - MVC variant

    public static let variantControllerSlims = ClaimDefinition(
        seeds: ["004"], about: .mvcVariant, claim: "The controller slims down",
        figure: "code lines of the controller role",
        rule: "per screen: supported if the variant's controller is below MVC's by the margin; "
            + "against if above it",
        couldFail: "the variant's controllers keep as much code as MVC's, the views taking none",
        margin: .codeLines, marginSet: marginsSet
    ) { inputs in
        acrossScreens(
            inputs,
            value: { pattern, figures in
                figures.roleSource[.controller]
                    .map { Double($0.codeLines) }
            },
            verdict: { compare(.mvcVariant, .mvc, $0, margin: .codeLines, above: false) })
    }

    public static let variantViewHidesItsInternals = ClaimDefinition(
        seeds: ["004"], about: .mvcVariant, claim: "The view hides its internals (proxy)",
        figure: "distinct toolkit types the controllers use, over the whole pattern",
        rule: "supported if the variant's are below MVC's by the margin; against if above",
        couldFail: "the variant's controllers handle as many kinds of widget as MVC's",
        margin: .toolkitTypes, marginSet: marginsSet
    ) { inputs in
        func toolkitTypes(_ pattern: PatternDescriptor) -> Int? {
            inputs.role(pattern, .controller).map {
                $0.concreteDependencies.filter { $0.hasPrefix(SharedCore.toolkit + ".") }.count
            }
        }
        let figures = Dictionary(
            uniqueKeysWithValues: inputs.patterns.compactMap { pattern in
                toolkitTypes(pattern).map { (pattern.module, Double($0)) }
            })
        return Measured(
            values: inputs.patterns.map { toolkitTypes($0).map(String.init) ?? "—" },
            verdict: compare(.mvcVariant, .mvc, figures, margin: .toolkitTypes, above: false),
            note: "decided over the whole pattern, not per screen")
    }

    // MARK: - MVP

    public static let presenterAndViewTightlyCoupled = ClaimDefinition(
        seeds: ["004"], about: .mvp, claim: "Presenter and view are tightly coupled",
        figure: "references presenter → view + view → presenter (MVVM: view model → view + "
            + "view → view model), and the methods of the view contract",
        rule: "per screen: supported if MVP's references between presenter and view exceed "
            + "MVVM's between view model and view by the margin; against if MVVM's exceed MVP's",
        couldFail: "MVVM's views and view models refer to each other as much as MVP's presenters "
            + "and views",
        margin: .references, marginSet: marginsSet
    ) { inputs in
        func coupling(_ pattern: PatternDescriptor, _ figures: ScreenFigures) -> (Int, Int)? {
            let logic = pattern.logicRole
            guard logic != .controller else { return nil }
            return (figures.references(logic, .view), figures.references(.view, logic))
        }
        let cycles = inputs.patterns.map { pattern in
            let found = inputs.metrics(pattern)?.typeCycles ?? []
            return "\(pattern.name): "
                + (found.isEmpty
                    ? "none" : found.map { $0.joined(separator: " ⇄ ") }.joined(separator: "; "))
        }
        return acrossScreens(
            inputs, value: { coupling($0, $1).map { Double($0.0 + $0.1) } },
            text: { value, pattern, figures in
                guard let figures, let pair = coupling(pattern, figures) else {
                    return number(value)
                }
                let contract =
                    figures.viewContractMethods > 0
                    ? ", " + count(figures.viewContractMethods, "method") : ""
                return "\(pair.0) + \(pair.1)\(contract)"
            },
            note: "type cycles — " + cycles.joined(separator: "; "),
            verdict: { compare(.mvp, .mvvm, $0, margin: .references, above: true) })
    }

    public static let onePresenterPerViewMoreClasses = {
        var definition = moreClassesThanMVC(
            .mvp, seeds: ["004"], claim: "One presenter per view: more classes",
            couldFail: "MVP builds a screen with no more types than MVC")
        definition.construction =
            "MVP's rules need a presenter, a view protocol and a view on every screen (3 types), "
            + "where an MVC screen is one controller: the rules alone meet the margin"
        return definition
    }()

    // MARK: - MVVM

    public static let mvvmMoreClasses = moreClassesThanMVC(
        .mvvm, seeds: ["004", "000"], claim: "More classes",
        couldFail: "MVVM builds a screen from the view and the view model its rules need and no "
            + "more: one type more than MVC's controller, within the margin")

    public static let mvvmControllerSlims = ClaimDefinition(
        seeds: ["004", "001"], about: .mvvm, claim: "The view controller slims down",
        figure: "code lines of the view controllers: the controller role in MVC and the variant, "
            + "the view role in MVP and MVVM",
        rule: "per screen: supported if MVVM's are below MVC's by the margin; against if above",
        couldFail: "MVVM's view controllers keep as much code as MVC's controllers",
        margin: .codeLines, marginSet: marginsSet
    ) { inputs in
        acrossScreens(
            inputs,
            value: { pattern, figures in
                let role: ArchitectureRole = pattern.logicRole == .controller ? .controller : .view
                return Double(figures.source(of: role).codeLines)
            },
            verdict: { compare(.mvvm, .mvc, $0, margin: .codeLines, above: false) })
    }

    public static let mvvmViewKeptSimple = ClaimDefinition(
        seeds: ["002"], about: .mvvm, claim: "The view is kept as simple as possible",
        figure: "decision points of the views (MVC: its controllers, which do the views' work)",
        rule: "per screen: supported if MVVM's views have fewer than MVC's controllers by the "
            + "margin; against if more",
        couldFail: "MVVM's views branch as much as MVC's controllers",
        margin: .complexity, marginSet: marginsSet
    ) { inputs in
        acrossScreens(
            inputs,
            value: { pattern, figures in
                let role: ArchitectureRole = pattern.logicRole == .controller ? .controller : .view
                return Double(figures.source(of: role).decisionPoints)
            },
            verdict: { compare(.mvvm, .mvc, $0, margin: .complexity, above: false) })
    }

    public static let mvvmHarderToDebug = ClaimDefinition(
        seeds: ["004"], about: .mvvm, claim: "Bugs are harder to debug",
        figure: "calls between a store change and the label's new text, those through binding "
            + "machinery, and whether the label changes in the change's own call stack",
        rule: "supported if MVVM's path takes more calls than MVC's by the margin; against if "
            + "fewer (the binding calls and where the label changes are shown, not counted: MVC "
            + "has no binding by definition)",
        couldFail: "MVVM's path from the change to the label takes as few calls as MVC's",
        margin: Margin(share: 0.2, least: 2, unit: "calls"), marginSet: marginsSet,
        setAfterTheFirstFigures: true
    ) { inputs in
        let values = inputs.patterns.map { pattern -> String in
            guard let figures = inputs.debugging(pattern), let calls = figures.calls,
                let inStack = figures.labelInChangeCallStack
            else { return "—" }
            let binding = figures.bindingMachinery ?? 0
            return "\(count(calls, "call")), \(binding) binding; "
                + (inStack
                    ? "in the change's call"
                    : "layout pass \(figures.layoutPass.map(String.init) ?? "?")")
        }
        guard let mvvm = inputs.debugging(.mvvm)?.calls, let mvc = inputs.debugging(.mvc)?.calls
        else {
            return Measured(
                values: values, verdict: .notMeasurable,
                note: "no trace recorded: run `scripts/trace`")
        }
        return Measured(
            values: values,
            verdict: Margin(share: 0.2, least: 2, unit: "calls").verdict(
                Double(mvvm), exceeds: Double(mvc)),
            note: "from the recorded trace of a store change (docs/flows.md); until 2026-11-23 "
                + "the rule counted the binding calls, which MVC has none of by definition")
    }

    public static let mvvmEasierToTest = ClaimDefinition(
        seeds: ["000", "001"], about: .mvvm, claim: "Easier to test",
        figure: "the screen's behaviour tests: those that create no view, and the median "
            + "production types a test touches",
        rule: "per screen: supported if MVVM's tests create no view and touch fewer production "
            + "types than MVC's by the margin; against if they create views where MVC's do not, "
            + "or touch more types",
        couldFail: "MVVM's tests need views, or as many production types as MVC's",
        margin: .testTypes, marginSet: marginsSet
    ) { inputs in
        func tests(_ pattern: PatternDescriptor, _ screen: String)
            -> [TestabilityReport.TestFigures]
        {
            inputs.tests(pattern)?.tests.filter { $0.screen == screen } ?? []
        }
        var screens: [Claim.OnScreen] = []
        for screen in inputs.screenNames {
            var texts: [String] = []
            var viewFree: [String: Bool] = [:]
            var types: [String: Double] = [:]
            for pattern in inputs.patterns {
                let own = tests(pattern, screen)
                let views = own.compactMap(\.views)
                guard !own.isEmpty, views.count == own.count else {
                    texts.append(own.isEmpty ? "—" : "not measured")
                    continue
                }
                let median = TestabilityReport.median(own.map { Double($0.productionTypes.count) })
                viewFree[pattern.module] = views.allSatisfy { $0 == 0 }
                types[pattern.module] = median
                texts.append(
                    "\(views.filter { $0 == 0 }.count) of \(own.count) view-free, "
                        + "\(number(median)) \(median == 1 ? "type" : "types")")
            }
            let verdict: Claim.Verdict
            if let mvvm = viewFree[PatternDescriptor.mvvm.module],
                let mvc = viewFree[PatternDescriptor.mvc.module]
            {
                verdict =
                    !mvvm && mvc
                    ? .against
                    : !mvvm
                        ? .notShown : compare(.mvvm, .mvc, types, margin: .testTypes, above: false)
            } else {
                verdict = .notMeasurable
            }
            screens.append(Claim.OnScreen(screen: screen, values: texts, verdict: verdict))
        }
        let values = inputs.patterns.map { pattern -> String in
            guard let summary = inputs.tests(pattern) else { return "—" }
            let measured = summary.tests.filter { $0.views != nil }.count
            return "\(summary.zeroViewTests) of \(measured) view-free, "
                + "\(number(summary.medianProductionTypes)) types"
        }
        return Measured(
            values: values, screens: screens, verdict: .across(screens.map(\.verdict)),
            note: inputs.testability.isComplete ? nil : inputs.testability.viewCounts)
    }

    public static let onlyAMockService = ClaimDefinition(
        seeds: ["002"], about: .mvvm,
        claim: "The view model is easy to test: only a mock service is needed",
        figure: "the search's behaviour tests: views created, test doubles, median production "
            + "types touched",
        rule: "supported if MVVM's create no view, need no double but the mock service, and "
            + "touch fewer production types than MVC's by the margin; against if they need a view "
            + "or another double",
        couldFail: "the view model's tests need a view, a view spy or another double",
        margin: .testTypes, marginSet: marginsSet
    ) { inputs in
        func search(_ pattern: PatternDescriptor) -> (
            views: Int?, doubles: [String], types: Double
        )? {
            guard let tests = inputs.tests(pattern)?.tests.filter({ $0.screen == "Search" }),
                !tests.isEmpty
            else { return nil }
            let views = tests.map(\.views).reduce(Optional(0)) { sum, views in
                sum.flatMap { sum in views.map { sum + $0 } }
            }
            let doubles = Set(tests.flatMap(\.testDoubles)).sorted()
            let types = TestabilityReport.median(tests.map { Double($0.productionTypes.count) })
            return (views, doubles, types)
        }
        let values = inputs.patterns.map { pattern -> String in
            guard let figures = search(pattern) else { return "—" }
            let doubles = figures.doubles.map {
                $0.split(separator: ".").last.map(String.init) ?? $0
            }
            return "\(figures.views.map(String.init) ?? "?") views, doubles: "
                + "\(doubles.isEmpty ? "none" : doubles.joined(separator: ", ")), "
                + "\(number(figures.types)) types"
        }
        let verdict: Claim.Verdict
        if let mvvm = search(.mvvm), let mvc = search(.mvc), let views = mvvm.views {
            verdict =
                views > 0 || mvvm.doubles.contains { !$0.hasSuffix("SearchService") }
                ? .against : Margin.testTypes.verdict(mvc.types, exceeds: mvvm.types)
        } else {
            verdict = .notMeasurable
        }
        return Measured(values: values, verdict: verdict)
    }

    public static let overkillForASmallScreen = ClaimDefinition(
        seeds: ["000"], about: .mvvm, claim: "May be overkill for a small project",
        figure: "the smallest screen (fewest MVC code lines): its code lines and types",
        rule: "supported if MVVM needs more code lines than MVC on it by the margin; against if "
            + "fewer",
        couldFail: "on the smallest screen MVVM needs no more code than MVC",
        margin: .codeLines, marginSet: marginsSet
    ) { inputs in
        guard
            let smallest = inputs.screenNames.min(by: {
                (inputs.screen(.mvc, $0)?.codeLines ?? .max)
                    < (inputs.screen(.mvc, $1)?.codeLines ?? .max)
            })
        else {
            return Measured(values: inputs.patterns.map { _ in "—" }, verdict: .notMeasurable)
        }
        let figures = Dictionary(
            uniqueKeysWithValues: inputs.patterns.compactMap { pattern in
                inputs.screen(pattern, smallest).map { (pattern.module, $0) }
            })
        return Measured(
            values: inputs.patterns.map { pattern in
                figures[pattern.module].map {
                    "\($0.codeLines) lines, \(count($0.types, "type"))"
                } ?? "—"
            },
            verdict: compare(
                .mvvm, .mvc, figures.mapValues { Double($0.codeLines) }, margin: .codeLines,
                above: true),
            note: "on the \(smallest) screen")
    }

    public static let bindingBoilerplate = ClaimDefinition(
        seeds: ["001", "003"], about: .mvvm, claim: "Binding takes boilerplate code",
        figure: "binding glue on the profile, the two-way form: statements that copy a value into "
            + "a widget or register for its events",
        rule: "supported if MVVM's exceed MVC's, which copies values by hand, by the margin; "
            + "against if below",
        couldFail: "binding the form takes no more statements in MVVM than copying by hand in MVC",
        margin: .statements, marginSet: marginsSet
    ) { inputs in
        let figures = Dictionary(
            uniqueKeysWithValues: inputs.patterns.compactMap { pattern in
                inputs.screen(pattern, "Profile").map {
                    (pattern.module, Double($0.bindingStatements))
                }
            })
        return Measured(
            values: inputs.patterns.map { figures[$0.module].map(number) ?? "—" },
            verdict: compare(.mvvm, .mvc, figures, margin: .statements, above: true))
    }

    public static let observersByHand = ClaimDefinition(
        seeds: ["003", "004"], about: .mvvm, claim: "Observers must be added and removed by hand",
        figure: "statements that remove an observer by hand, and observers left in the store "
            + "after the screens are torn down",
        rule: "supported if MVVM removes observers by hand, or leaves one behind; against if it "
            + "does neither",
        couldFail: "MVVM's code removes its observers itself, or a torn-down screen leaves one",
        margin: nil, marginSet: marginsSet,
        construction: "every pattern observes the store through the shared `Store.observe`, "
            + "whose token ends the observation when it is released, and MVVM's views observe "
            + "through Observation, which needs no removal: no pattern here has an observer to "
            + "remove by hand, so the figure tells of the shared code, not of MVVM (seed 003's "
            + "KVO would need a build on KVO)"
    ) { inputs in
        let byModule = Dictionary(uniqueKeysWithValues: inputs.teardown.map { ($0.module, $0) })
        guard let mvvm = byModule[PatternDescriptor.mvvm.module] else {
            return Measured(
                values: inputs.patterns.map { _ in "—" }, verdict: .notMeasurable,
                note: "the screens were not torn down in this run")
        }
        return Measured(
            values: inputs.patterns.map { pattern in
                byModule[pattern.module].map {
                    "\($0.removalsByHand) removed by hand, \($0.observersLeft) left"
                } ?? "—"
            },
            verdict: mvvm.removalsByHand > 0 || mvvm.observersLeft > 0 ? .supported : .against)
    }

    // MARK: - Across patterns

    public static let mvcViewModelCoupling = ClaimDefinition(
        seeds: ["000"], about: .mvc,
        claim: "View and model are tightly coupled (seed 004 says they are independent)",
        figure: "the pattern's types that refer both to model types and to toolkit types",
        rule: "supported if MVC has more than MVVM by the margin, over the whole pattern; "
            + "against if fewer",
        couldFail: "MVC's controllers hold no more view-and-model types than MVVM's code",
        margin: .types, marginSet: marginsSet,
        construction: "MVVM's rules forbid such a type (views never see the model, view models "
            + "reach no toolkit type), and an MVC controller is by definition the type that owns "
            + "both the views and the model"
    ) { inputs in
        let measured = perScreen(
            inputs, value: { Double($1.typesUsingModelAndToolkit.count) },
            verdict: { compare(.mvc, .mvvm, $0, margin: .types, above: true) })
        return Measured(
            values: measured.values, screens: measured.screens,
            verdict: compare(.mvc, .mvvm, measured.totals, margin: .types, above: true),
            note: "seed 004's reading, that MVC's views never see the model, is MVC's rule")
    }

    public static let lowCouplingModelRipple = ClaimDefinition(
        seeds: ["000"], about: .mvvm, claim: "Low coupling: a model change reaches fewer types",
        figure: "the share of the pattern's types that use a model type, directly or not",
        rule: "supported if MVVM's share is below MVC's by the margin; against if above",
        couldFail: "a model change reaches nearly every MVVM type too (MVC's share is all of "
            + "its types by definition: each is a controller that owns the model)",
        margin: .sharePoints, marginSet: marginsSet
    ) { inputs in
        var figures: [String: Double] = [:]
        let values = inputs.patterns.map { pattern -> String in
            guard let ripple = inputs.metrics(pattern)?.modelRipple else { return "—" }
            figures[pattern.module] = ripple.share * 100
            return "\(ripple.types.count) of \(ripple.of) (\(Int((ripple.share * 100).rounded()))%)"
        }
        return Measured(
            values: values,
            verdict: compare(.mvvm, .mvc, figures, margin: .sharePoints, above: false))
    }

    // MARK: - Claims about change, measured by change requests and traces

    public static let viewModelReuse = fromChangeRequests(
        about: .mvvm, claim: "The view model can be reused in several views"
    ) { $0.viewModelReuseClaim() }

    public static let mvcViewAndModelReuse = {
        var definition = fromChangeRequests(
            about: .mvc, claim: "View and model can be reused on their own"
        ) { $0.viewAndModelReuseClaim() }
        definition.couldFail =
            "MVP's existing views had to change to show the card a second time (that makes it "
            + "mixed; against would need MVC's to change too, and MVC has no view type of its "
            + "own, its screens being the toolkit's views, and shares the model's lines with "
            + "every pattern)"
        return definition
    }()

    public static let viewHierarchyChangesFreely = fromChangeRequests(
        about: .mvvm, claim: "The view hierarchy can change without breaking unit tests"
    ) { $0.viewHierarchyClaim() }

    public static let maintainability = fromChangeRequests(
        about: .mvvm, claim: "In large projects MVVM significantly improves maintainability"
    ) { $0.maintainabilityClaim() }

    public static let layeredServices = fromChangeRequests(
        about: nil, claim: "A layered design lets a service change beneath the screens"
    ) { $0.layeringClaim() }

    public static let learningCost = ClaimDefinition(
        seeds: ["000"], about: .mvvm, claim: "Learning cost: MVC low, MVVM medium",
        figure: "files a tap crosses before a label changes",
        rule: "supported if MVVM's tap crosses more files than MVC's by the margin",
        couldFail: "a tap crosses as many files in MVC as in MVVM",
        margin: Margin(share: 0.2, least: 1, unit: "files"), marginSet: marginsSet,
        setAfterTheFirstFigures: true
    ) { inputs in
        var figures: [String: Double] = [:]
        let values = inputs.patterns.map { pattern -> String in
            guard let files = inputs.debugging(pattern)?.tapFiles else { return "—" }
            figures[pattern.module] = Double(files.count)
            return count(files.count, "file")
        }
        return Measured(
            values: values,
            verdict: compare(
                .mvvm, .mvc, figures, margin: Margin(share: 0.2, least: 1, unit: "files"),
                above: true),
            note: figures.isEmpty
                ? "no trace recorded: run `scripts/trace`"
                : "from the recorded trace of a tap on a row (docs/flows.md)")
    }
}

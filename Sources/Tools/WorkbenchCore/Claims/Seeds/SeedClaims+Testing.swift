import Foundation
import PatternCatalog

/// The seeds' central promise for MVVM: testability, measured by what the tests catch (the
/// faults of Faults/ and the operator mutants of Mutants/), not by what they touch.
extension SeedClaims {
    package static let mvvmEasierToTest = ClaimDefinition(
        id: "easier-to-test", seeds: ["000", "001"], about: .mvvm, claim: "Easier to test",
        classification: .evidence(
            "a view model's own tests see none of its view's binding, so over faults planted "
                + "in the binding and view code they could catch fewer than MVC's, whose tests "
                + "read the labels, while over faults in the presentation logic they catch "
                + "alike or more; with faults planted in both, where each pattern keeps the "
                + "code, either could come out"),
        figure: "faults the pattern's own tests catch, of those planted (Faults/), on two "
            + "constructs: faults in the presentation logic, and faults in the binding and view "
            + "code (where a fault's MVVM patch lands in the view role)",
        rule: byConstruct(
            value: "the binding and view", second: "the logic",
            pickedBySeed: "seed 000: \"易于测试:ViewModel 的逻辑独立于 UI,便于单元测试\" (easy to "
                + "test: the view model's logic is independent of the UI, convenient for unit "
                + "tests)"),
        couldFail: "MVVM's tests catch as many faults as MVC's on both constructs, or more"
    ) { inputs in
        guard !inputs.faults.faults.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("plant the faults: run `swift run workbench faults`"))
        }
        func faults(_ construct: FaultConstruct) -> [FaultResults.Entry] {
            inputs.faults.faults.filter { inputs.faultConstructs[$0.name] == construct }
        }
        let logic = faults(.logic)
        let binding = faults(.bindingAndView)
        func caught(_ entries: [FaultResults.Entry], _ pattern: PatternDescriptor) -> Int {
            entries.filter { $0.outcomes[pattern]?.caught == true }.count
        }
        return Figures(
            whole: PerPattern { pattern in
                Figure(
                    Double(caught(binding, pattern)),
                    "logic \(caught(logic, pattern)) of \(logic.count); binding and view "
                        + "\(caught(binding, pattern)) of \(binding.count)",
                    second: Double(caught(logic, pattern)))
            },
            notes: [
                "a fault's construct is where its MVVM patch lands: MVVM's rules keep the logic "
                    + "in the view model and the binding in the view; in MVC both sit in the "
                    + "controller, where each fault's README says it is planted",
                "what each pattern's tests missed, fault by fault, is in Testability",
            ])
    }

    package static let onlyAMockService = ClaimDefinition(
        id: "only-a-mock-service", seeds: ["002"], about: .mvvm,
        claim: "The view model is easy to test: only a mock service is needed",
        classification: .definition(
            "MVVM's rules let a view model reach no view or toolkit type, so the only "
                + "dependency its tests stand in for is its service; what else they need to "
                + "read its outputs (an observer, a delegate spy) is fixed by the binding "
                + "style"),
        figure: "the search's faults its own tests catch, and the test doubles those tests use",
        rule: .custom(
            "per binding style: supported if the search's tests need no double but the search "
                + "service and catch as many of the search's faults as MVC's tests; against the "
                + "seed if they need another double, or catch fewer"
        ) { figures, style, _ in
            guard let mine = figures.whole[style]?.value,
                let mvc = figures.whole[PatternDescriptor.mvc]?.value
            else { return .init(.notMeasurable) }
            // The text says "no other double" when the service is the only one.
            let onlyTheService = figures.whole[style]?.text.contains("no other double") ?? false
            return .init(onlyTheService && mine >= mvc ? .supported : .against)
        },
        couldFail: "the view model's tests need a view spy or another double, or catch fewer "
            + "search faults than MVC's"
    ) { inputs in
        guard !inputs.faults.faults.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("plant the faults: run `swift run workbench faults`"))
        }
        let planted = faults(inputs, on: "Search").count
        guard planted > 0 else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured(
                    "no fault of the search is planted: add one to Faults/ and run `swift run "
                        + "workbench faults`"))
        }
        return Figures(
            whole: PerPattern { pattern in
                let tests = inputs.tests(pattern)?.tests.filter { $0.screen == "Search" } ?? []
                let doubles = Set(tests.flatMap(\.testDoubles)).map {
                    $0.split(separator: ".").last.map(String.init) ?? $0
                }
                let others = doubles.filter { !$0.hasSuffix("SearchService") }.sorted()
                let caught = caught(inputs, pattern, on: "Search")
                return Figure(
                    Double(caught),
                    "\(caught) of \(planted) caught; "
                        + (others.isEmpty
                            ? "no other double"
                            : "other doubles: \(others.joined(separator: ", "))"))
            })
    }

    package static let testsKillMoreMutants = ClaimDefinition(
        id: "kills-more-mutants", seeds: ["001"], about: .mvvm,
        claim: "MVVM increases an app's testability",
        classification: .evidence(
            "a view model's own tests could kill fewer mutants than MVC's tests, "
                + "which drive the whole controller, or more, since they test the logic "
                + "apart; and the answer may differ between the presentation logic and the "
                + "binding and view code"),
        figure: "the mutation score of the pattern's own tests (mutants killed of those killed "
            + "or survived, over all of the pattern's own code, Mutants/), on two constructs, "
            + "each mutant counted with the line it sits in: lines that do the presentation "
            + "logic, wherever the pattern keeps them, and lines that bind or build the view",
        rule: byConstruct(
            value: "the binding and view", second: "the logic",
            pickedBySeed: "seed 001: \"使得表示逻辑更易于测试\" (makes the presentation logic "
                + "easier to test)"),
        couldFail: "MVC's tests kill as large a share of MVC's mutants as MVVM's tests kill of "
            + "MVVM's, on either construct"
    ) { inputs in
        guard let all = inputs.mutants[.ownCode] else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("run `\(MutationScope.ownCode.command)`"))
        }
        return Figures(
            whole: PerPattern { pattern in
                let entries = all.entries(of: pattern)
                func figure(_ construct: FaultConstruct) -> Figure {
                    mutationFigure(
                        entries.filter {
                            inputs.lineConstructs[$0.mutant.file]?[$0.mutant.line] == construct
                        })
                }
                let (logic, view) = (figure(.logic), figure(.bindingAndView))
                return Figure(
                    view.value, "logic \(logic.text); binding and view \(view.text)",
                    second: logic.value)
            },
            notes: [
                "each mutant of `\(MutationScope.ownCode.command)` is counted with the line it "
                    + "sits in (LineConstruct): in MVP and every MVVM style the role says (a "
                    + "presenter's or view model's line is logic, a view's binding and view); "
                    + "MVC's and the variant's lines take the construct of the MVVM "
                    + "(Observation) line they match, so the logic in MVC's controller counts "
                    + "as logic and its binding as binding",
                "history: the figure was first taken over the role that holds the presentation "
                    + "logic; the scope was switched to all own code in 03117e2, after the "
                    + "logic-role figures were known; the constructs by line replaced both in "
                    + "bd2a363 and the commit after it, which set the construct and the seed's "
                    + "pick before any figure by line was computed",
            ])
    }

    /// A rule over two constructs of one figure (`Figure.value` and `Figure.second`): each set
    /// against MVC's by the margin, as a comparison is; the verdict where both say the same,
    /// "depends on what is counted" where they differ. Where the seed's own words pick the
    /// second construct (`pickedBySeed` quotes them), the verdict is that construct's, and the
    /// other is shown beside it.
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
            let constructs = [(mineSecond, mvcSecond, second), (mineValue, mvcValue, value)]
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
                    aside: "on \(value), \(verdicts[1].text)")
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

    package static let testingCostsLessPerFault = ClaimDefinition(
        id: "cheaper-per-fault", seeds: ["000"], about: .mvvm,
        claim: "The view model is cheap to test",
        classification: .outOfReach(
            "every suite checks the same facts and catches the same planted faults, "
                + "so test lines per fault come down to how the tests are formatted and "
                + "which helpers they share; the cost of a test (views built, setup, "
                + "doubles, time) with faults where bugs fall would decide it"),
        figure: "code lines of the pattern's behaviour tests per fault they catch",
        rule: .compare(against: .family(.mvc), higherSupports: false),
        couldFail: "the view model's tests take as many lines per fault caught as MVC's, their "
            + "doubles and recorders costing what MVC's views cost"
    ) { inputs in
        guard !inputs.faults.faults.isEmpty else {
            return Figures(
                whole: PerPattern { _ in .none },
                missing: .notYetMeasured("plant the faults: run `swift run workbench faults`"))
        }
        return Figures(
            whole: PerPattern { pattern in
                let lines = testLines(inputs, pattern)
                let caught = caught(inputs, pattern)
                guard caught > 0 else { return .none }
                let perFault = (Double(lines) / Double(caught) * 10).rounded() / 10
                return Figure(perFault, "\(perFault.figureText) (\(lines) lines, \(caught) caught)")
            })
    }

    // MARK: - Helpers

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

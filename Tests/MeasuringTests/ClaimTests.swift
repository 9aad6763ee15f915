import PatternCatalog
import Testing

@testable import Claims
@testable import Coupling
@testable import Performance
@testable import Testability
@testable import Traces

/// The claims are data, and each can come out either way.
@Suite struct ClaimTests {
    @Test func everyClaimSaysHowItCouldFailAndWhenItsMarginWasSet() {
        let seeds = Set(Seed.all.map(\.number))
        for definition in ClaimDefinition.all {
            #expect(!definition.couldFail.isEmpty, "\(definition.claim)")
            #expect(!definition.rule.isEmpty, "\(definition.claim)")
            #expect(
                definition.marginSet.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil,
                "\(definition.claim)")
            #expect(!definition.seeds.isEmpty && definition.seeds.allSatisfy(seeds.contains))
        }
        let claims = Set(ClaimDefinition.all.map(\.claim))
        #expect(claims.count == ClaimDefinition.all.count, "two claims say the same")
    }

    @Test func aMarginCanGiveEitherVerdict() {
        #expect(Margin.codeLines.verdict(150, exceeds: 100) == .supported)
        #expect(Margin.codeLines.verdict(100, exceeds: 150) == .against)
        #expect(Margin.codeLines.verdict(110, exceeds: 100) == .notShown)
        #expect(Margin.codeLines.verdict(30, exceeds: 5) == .supported)
        #expect(Margin.codeLines.verdict(24, exceeds: 5) == .notShown, "below the least")
        #expect(Margin.sharePoints.verdict(100, exceeds: 89) == .supported)
        #expect(Margin.sharePoints.verdict(100, exceeds: 91) == .notShown)
    }

    @Test func oneFigureAgainstAllOthersGoesEitherWay() {
        let figures = ["MVC": 200.0, "MVCVariant": 100, "MVP": 90, "MVVM": 120]
        #expect(
            ClaimDefinition.stands(.mvc, figures, margin: .codeLines, above: true) == .supported)
        #expect(
            ClaimDefinition.stands(.mvp, figures, margin: .codeLines, above: true) == .against)
        #expect(
            ClaimDefinition.stands(.mvvm, figures, margin: .codeLines, above: true) == .against)
        #expect(
            ClaimDefinition.compare(.mvp, .mvcVariant, figures, margin: .codeLines, above: false)
                == .notShown)
    }

    @Test func screensThatDisagreeMakeAMixedVerdict() {
        #expect(Claim.Verdict.across([.supported, .supported]) == .supported)
        #expect(Claim.Verdict.across([.against, .against, .notMeasurable]) == .against)
        #expect(Claim.Verdict.across([.supported, .notShown]) == .mixed)
        #expect(Claim.Verdict.across([.notMeasurable]) == .notMeasurable)
    }

    @Test func theClaimsRenderWithTheirRulesUnderTheTable() {
        let claim = Claim(
            number: 7, seeds: ["004"], pattern: "MVP", claim: "A claim", figure: "a figure",
            values: ["1", "2"],
            screens: [.init(screen: "Card", values: ["1", "2"], verdict: .notShown)],
            rule: "the rule", couldFail: "it goes the other way", margin: "structural",
            marginSet: "2026-11-22", verdict: .notShown)
        let text = Claim.claimsMarkdown([claim], names: ["A", "B"])
        #expect(
            text.contains(
                "| 7 | 004 | MVP | A claim | a figure | 1 | 2 | structural (2026-11-22) | "
                    + "**not shown at this size** |"))
        #expect(
            text.contains(
                "7. **A claim** — rule: the rule. Could have come out against the seed if it goes "
                    + "the other way. Per screen: Card — A 1, B 2 (not shown at this size)."))
    }
}

@Suite struct BindingGlueTests {
    @Test func glueIsEveryStatementThatFillsAWidgetOrListensToIt() {
        let source = """
            nameLabel.text = viewModel.name
            reasonLabel.text =
                switch problem { … }
            saveButton.isEnabled = problem == nil
            if label.text == "x" { }  // a comparison, not glue
            // label.text = "commented out"
            field.addAction(for: .editingChanged) { … }
            card.addGestureRecognizer(TapGestureRecognizer { … })
            saveButton.addAction { [weak self] in self?.saveTapped() }
            """
        #expect(ScreenFigures.bindingStatements(in: source) == 6)
    }
}

/// The claims measured on made-up figures: each verdict follows its figures, either way.
@Suite struct ClaimMeasureTests {
    static func inputs(
        calls: [String: Int], tapFiles: [String: Int], teardown: [TeardownFigures] = []
    ) -> ClaimInputs {
        ClaimInputs(
            patterns: PatternDescriptor.all,
            coupling: CouplingReport(graph: TypeGraph(), root: "/", patterns: []),
            testability: try! TestabilityReport(
                functions: [], root: packageRoot, records: nil, patterns: []),
            screens: [], timing: [], teardown: teardown,
            debugging: PatternDescriptor.all.map { pattern in
                var figures = DebuggingFigures(module: pattern.module)
                figures.calls = calls[pattern.module]
                figures.labelInChangeCallStack = pattern.module != "MVVM"
                figures.tapFiles = tapFiles[pattern.module].map { count in
                    (0..<count).map { "File\($0).swift" }
                }
                return figures
            })
    }

    static func verdict(_ claim: String, _ inputs: ClaimInputs) throws -> Claim.Verdict {
        try #require(Claim.all(inputs).first { $0.claim == claim }).verdict
    }

    @Test func harderToDebugFollowsTheCallsEitherWay() throws {
        let claim = "Bugs are harder to debug"
        #expect(
            try Self.verdict(claim, Self.inputs(calls: ["MVC": 7, "MVVM": 28], tapFiles: [:]))
                == .supported)
        #expect(
            try Self.verdict(claim, Self.inputs(calls: ["MVC": 28, "MVVM": 7], tapFiles: [:]))
                == .against)
        #expect(
            try Self.verdict(claim, Self.inputs(calls: ["MVC": 7, "MVVM": 8], tapFiles: [:]))
                == .notShown)
        #expect(try Self.verdict(claim, Self.inputs(calls: [:], tapFiles: [:])) == .notMeasurable)
    }

    @Test func learningCostFollowsTheFilesATapCrosses() throws {
        let claim = "Learning cost: MVC low, MVVM medium"
        #expect(
            try Self.verdict(claim, Self.inputs(calls: [:], tapFiles: ["MVC": 2, "MVVM": 3]))
                == .supported)
        #expect(
            try Self.verdict(claim, Self.inputs(calls: [:], tapFiles: ["MVC": 3, "MVVM": 2]))
                == .against)
    }

    @Test func aClaimTheRulesFixIsDecidedByConstructionWhateverItsFigure() throws {
        let claim = "Observers must be added and removed by hand"
        for removals in [0, 2] {
            let teardown = PatternDescriptor.all.map {
                TeardownFigures(module: $0.module, observersLeft: 0, removalsByHand: removals)
            }
            let inputs = Self.inputs(calls: [:], tapFiles: [:], teardown: teardown)
            #expect(try Self.verdict(claim, inputs) == .byConstruction)
        }
        let unmeasured = Self.inputs(calls: [:], tapFiles: [:])
        #expect(try Self.verdict(claim, unmeasured) == .notMeasurable, "no teardown recorded")
    }
}

import Testing

@testable import Analysis

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

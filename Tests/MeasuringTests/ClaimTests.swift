import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// The claim engine: a comparison and its margin go either way and say how far they are from
/// flipping; screens and binding styles combine into one verdict; every claim is data with a
/// margin in Claims/margins.json.
@Suite struct ClaimEngineTests {
    static let lines = Margin(share: 0.2, least: 20, unit: "code lines")

    static func compare(_ claimed: Double, _ other: Double, higher: Bool = true) -> Comparison {
        Comparison(
            claimed: .mvvm, other: .mvc, claimedValue: claimed, otherValue: other,
            margin: lines, higherSupports: higher)
    }

    @Test func aComparisonGoesEitherWayBySeedsDirection() {
        #expect(Self.compare(150, 100).verdict == .supported)
        #expect(Self.compare(100, 150).verdict == .against)
        #expect(Self.compare(100, 150, higher: false).verdict == .supported)
        #expect(Self.compare(110, 100).verdict == .notShown, "within 20% of the larger")
        #expect(Self.compare(30, 15).verdict == .notShown, "below the least amount")
        #expect(Self.compare(100, 100).verdict == .notSingledOut)
    }

    @Test func aComparisonSaysHowFarItIsFromFlipping() {
        let clear = Self.compare(150, 100)
        #expect(clear.distance == 21)
        #expect(!clear.isFragile)
        #expect(clear.distanceText == "not shown if MVVM (Observation) had 21 fewer code lines")
        let close = Self.compare(125, 100)
        #expect(close.verdict == .supported)
        #expect(close.isFragile, "one code line fewer and it is not shown")
        let below = Self.compare(110, 100)
        #expect(below.distanceText.hasPrefix("supported if MVVM (Observation) had"))
    }

    @Test func screensAndStylesCombineIntoOneVerdict() {
        #expect(Verdict.across(screens: [.supported, .supported]) == .supported)
        #expect(
            Verdict.across(screens: [.supported, .notShown, .notShown])
                == .supportedOn(count: 1, of: 3))
        #expect(Verdict.across(screens: [.against, .notMeasurable]) == .against)
        #expect(Verdict.across(screens: [.supported, .against]) == .mixed)
        #expect(Verdict.across(styles: [.supported, .supported, .supported]) == .supported)
        #expect(Verdict.across(styles: [.supported, .against, .supported]) == .dependsOnStyle)
    }

    @Test func everyClaimIsDataWithAMarginInTheBook() throws {
        let book = try MarginBook.load(root: packageRoot)
        let seeds = Set(Seed.all.map(\.number))
        let ids = ClaimDefinition.all.map(\.id)
        #expect(Set(ids).count == ids.count, "two claims share an id")
        #expect(Set(ClaimDefinition.all.map(\.claim)).count == ids.count, "two say the same")
        #expect(Set(book.entries.keys) == Set(ids), "margins.json and the claims disagree")
        for definition in ClaimDefinition.all {
            #expect(!definition.couldFail.isEmpty, "\(definition.id)")
            #expect(
                definition.registration != nil
                    || (!definition.seeds.isEmpty && definition.seeds.allSatisfy(seeds.contains)),
                "\(definition.id): a seed's claim names its seeds, a new one its registration")
            let entry = try #require(book.entries[definition.id], "\(definition.id)")
            if case .compare = definition.rule {
                #expect(entry.margin != nil, "\(definition.id) compares with no margin")
            }
            #expect(entry.margin != nil || entry.structural != nil, "\(definition.id)")
        }
    }
}

/// The claims measured on made-up figures: each verdict follows its figures, either way, and a
/// claim about MVVM is judged in each binding style.
@Suite struct ClaimMeasureTests {
    static func inputs(
        debugging: PerPattern<DebuggingFigures> = PerPattern(),
        teardown: PerPattern<TeardownFigures> = PerPattern(),
        changes: [ChangeCosts.Entry] = []
    ) -> ClaimInputs {
        ClaimInputs(
            coupling: CouplingReport(graph: TypeGraph(), root: "/", patterns: []),
            testability: try! TestabilityReport(
                functions: [], root: packageRoot, records: nil, patterns: []),
            screens: PerPattern(), timing: PerPattern(), teardown: teardown,
            debugging: debugging,
            changes: ChangeCosts(patterns: PatternDescriptor.all, entries: changes),
            faults: FaultResults(faults: []), mutants: [:], graph: TypeGraph(),
            bindingDiffs: PerPattern())
    }

    static func debugging(_ files: [PatternDescriptor: Int]) -> PerPattern<DebuggingFigures> {
        PerPattern { pattern in
            var figures = DebuggingFigures(module: pattern.module)
            figures.tapFiles = files[pattern].map { count in (0..<count).map { "F\($0).swift" } }
            return figures
        }
    }

    /// The claim measured on `inputs` and judged by its rule as an evidence claim would be,
    /// whatever its class: the rule is tested as written, ready for a class that judges it.
    static func claim(_ definition: ClaimDefinition, _ inputs: ClaimInputs) throws -> Claim {
        let book = try MarginBook.load(root: packageRoot)
        var judged = definition
        judged.classification = .evidence("the rule under test")
        return Claim(number: 1, definition: judged, inputs: inputs, book: book)
    }

    /// A definition or a claim out of reach here is never judged, whatever its figures say.
    @Test func onlyEvidenceIsJudged() throws {
        let book = try MarginBook.load(root: packageRoot)
        let more = Self.debugging([.mvc: 2, .mvvm: 6, .mvvmKVO: 6, .mvvmDelegate: 6])
        for (classification, marker) in [
            (ClaimClass.definition("a rule"), Verdict.followsFromDefinition),
            (.outOfReach("a study"), .outOfReach),
        ] {
            var definition = SeedClaims.learningCost
            definition.classification = classification
            let claim = Claim(
                number: 1, definition: definition, inputs: Self.inputs(debugging: more), book: book)
            #expect(claim.verdict == marker)
            #expect(claim.judgements.isEmpty)
            #expect(!claim.isFragile)
        }
    }

    @Test func learningCostFollowsTheFilesATapCrossesInEachStyle() throws {
        let claim = SeedClaims.learningCost
        let more = Self.debugging([.mvc: 2, .mvvm: 6, .mvvmKVO: 6, .mvvmDelegate: 6])
        #expect(try Self.claim(claim, Self.inputs(debugging: more)).verdict == .supported)
        let fewer = Self.debugging([.mvc: 6, .mvvm: 2, .mvvmKVO: 2, .mvvmDelegate: 2])
        #expect(try Self.claim(claim, Self.inputs(debugging: fewer)).verdict == .against)
        let split = Self.debugging([.mvc: 2, .mvvm: 6, .mvvmKVO: 2, .mvvmDelegate: 6])
        let judged = try Self.claim(claim, Self.inputs(debugging: split))
        #expect(judged.verdict == .dependsOnStyle)
        #expect(judged.judgements.map(\.style) == PatternDescriptor.family(.mvvm))
        #expect(judged.judgements.map(\.verdict) == [.supported, .notSingledOut, .supported])
    }

    @Test func aClaimWithNoFiguresIsNotMeasuredAndSaysSo() throws {
        let claim = try Self.claim(SeedClaims.learningCost, Self.inputs())
        #expect(!claim.verdict.isEvidence)
    }

    // MARK: - Change requests

    static func change(
        _ request: String, lines: [Int], broken: [Int] = [0, 0, 0, 0, 0, 0],
        types: [[TouchedType]] = Array(repeating: [], count: 6), model: Int = 0
    ) -> ChangeCosts.Entry {
        ChangeCostsTests.result(request, lines: lines, broken: broken, types: types, model: model)
    }

    static func verdict(_ definition: ClaimDefinition, _ entries: [ChangeCosts.Entry]) throws
        -> Verdict
    {
        try claim(definition, inputs(changes: entries)).headlineVerdict
    }

    @Test func theViewHierarchyClaimCanComeOutEitherWay() throws {
        let claim = SeedClaims.viewHierarchyChangesFreely
        let name = SeedClaims.Requests.rearrange
        let lines = [9, 9, 9, 9, 9, 9]
        #expect(
            try Self.verdict(claim, [Self.change(name, lines: lines, broken: [2, 1, 3, 0, 0, 0])])
                == .supported)
        #expect(
            try Self.verdict(claim, [Self.change(name, lines: lines, broken: [2, 1, 3, 2, 2, 3])])
                == .against)
        #expect(
            try Self.verdict(claim, [Self.change(name, lines: lines, broken: [0, 0, 0, 0, 0, 0])])
                == .notSingledOut)
        #expect(
            try Self.verdict(claim, [Self.change(name, lines: lines, broken: [2, 0, 0, 0, 2, 0])])
                == .dependsOnStyle)
        #expect(try Self.verdict(claim, []) == .notYetMeasured)
    }

    @Test func maintainabilityNeedsTheMarginOnEitherFigure() throws {
        let claim = SeedClaims.maintainability
        #expect(
            try Self.verdict(claim, [Self.change("a", lines: [100, 0, 0, 70, 70, 70])])
                == .supported)
        #expect(
            try Self.verdict(claim, [Self.change("a", lines: [70, 0, 0, 100, 100, 100])])
                == .against)
        #expect(
            try Self.verdict(
                claim,
                [Self.change("a", lines: [100, 0, 0, 90, 90, 90], broken: [1, 0, 0, 0, 0, 0])])
                == .notShown)
        #expect(
            try Self.verdict(
                claim,
                [Self.change("a", lines: [100, 0, 0, 70, 70, 70], broken: [0, 0, 0, 5, 5, 5])])
                == .mixed)
    }

    @Test func viewModelReuseCountsExistingLinesOnly() throws {
        let claim = SeedClaims.viewModelReuse
        let name = SeedClaims.Requests.reuse
        func logic(_ pattern: PatternDescriptor, removed: Int) -> [TouchedType] {
            [
                TouchedType(
                    name: "Card", role: pattern.logicRole.rawValue, change: .changed, added: 8,
                    removed: removed)
            ]
        }
        let extended = PatternDescriptor.all.map { logic($0, removed: $0.family == .mvvm ? 0 : 12) }
        #expect(
            try Self.verdict(
                claim, [Self.change(name, lines: [9, 9, 9, 9, 9, 9], types: extended)])
                == .supported)
        let rewritten = PatternDescriptor.all.map {
            logic($0, removed: $0.family == .mvvm ? 12 : 0)
        }
        #expect(
            try Self.verdict(
                claim, [Self.change(name, lines: [9, 9, 9, 9, 9, 9], types: rewritten)]) == .against
        )
    }

    @Test func layeringHoldsOnlyWhenNoPatternChanges() throws {
        let claim = SeedClaims.layeredServices
        let name = SeedClaims.Requests.localFirst
        #expect(
            try Self.verdict(claim, [Self.change(name, lines: [0, 0, 0, 0, 0, 0])]) == .supported)
        #expect(try Self.verdict(claim, [Self.change(name, lines: [0, 3, 0, 0, 0, 0])]) == .mixed)
        #expect(
            try Self.verdict(claim, [Self.change(name, lines: [5, 3, 2, 4, 4, 4])]) == .against)
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
            viewModel.addObserver(self, forKeyPath: \\ProfileViewModel.name, options: [.initial])
            viewModel.removeObserver(self, forKeyPath: \\ProfileViewModel.name)
            storeObservation = store.observe { [weak self] change in
            viewModel.delegate = self
            delegate?.profileFormDidChange()
            public func profileFormDidChange() {
            public override func updateProperties() {
            let delegateName = "not glue"
            """
        #expect(ScreenFigures.bindingStatements(in: source) == 13)
    }
}

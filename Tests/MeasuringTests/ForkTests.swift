import PatternCatalog
import Testing

@testable import WorkbenchCore

/// A claim is judged on every combination of its forks' options, the margin's among them, and
/// carries a verdict word only where all agree (`Fork`, `CountedWays`). Fixture claims with
/// made-up figures; every expected verdict is worked out by hand in the comment above it.
@Suite struct ForkTests {
    /// MVC's figure against every other pattern's, higher supporting the seed; `others` gives
    /// the others' figure for each option of the claim's own fork, if it has one.
    static func fixture(mvc: Double, others: [Double], fork: Fork? = nil) -> ClaimDefinition {
        ClaimDefinition(
            id: "fixture", seeds: ["004"], about: .mvc, claim: "A fixture",
            classification: .evidence("made up"), figure: "code lines",
            rule: .compare(against: .everyOther, higherSupports: true), couldFail: "never",
            forks: fork.map { [$0] } ?? []
        ) { _, choices in
            let other = others[fork.map { choices[$0] } ?? 0]
            return Figures(
                whole: PerPattern { Figure($0 == .mvc ? mvc : other) })
        }
    }

    /// 20% of the larger and at least 20 lines.
    static let entry = MarginEntry(
        margin: Margin(share: 0.2, least: 20, unit: "code lines"),
        set: .init(commit: "abc1234", date: "2026-11-22"), firstFigures: nil,
        setAfterFigures: false)

    static func judged(_ definition: ClaimDefinition) -> Claim {
        Claim(
            number: 1, definition: definition, inputs: ClaimMeasureTests.inputs(),
            book: MarginBook(entries: [definition.id: entry]))
    }

    /// MVC 130 against 100: a difference of 30. The margin as set needs max(20, 26) = 26:
    /// supported. Halved, max(10, 13) = 13: supported. Doubled, max(40, 52) = 52: not shown.
    @Test func theMarginForkFlipsAVerdictThatRestsOnTheMargin() {
        let claim = Self.judged(Self.fixture(mvc: 130, others: [100]))
        #expect(claim.headlineVerdict == .supported)
        #expect(claim.verdict == .dependsOnHowItIsCounted)
        let counted = try! #require(claim.counted)
        #expect(counted.forks == [.margin])
        #expect(counted.deciding == [.margin])
        #expect(
            counted.verdicts.map(\.verdict.verdict) == [.supported, .supported, .notShown])
        #expect(counted.tallyText() == "of 3 combinations, 2 supported, 1 not shown at this size")
        #expect(
            counted.text(.margin)
                == "margin: as set supported, halved supported, doubled not shown at this size")
        #expect(!claim.isFragile, "a verdict that depends on the counting is not called fragile")
    }

    /// MVC 300 against 100: 200 is past every margin (doubled: max(40, 120) = 120): supported
    /// however it is counted.
    @Test func aVerdictPastEveryMarginStands() {
        let claim = Self.judged(Self.fixture(mvc: 300, others: [100]))
        #expect(claim.verdict == .supported)
        #expect(claim.counted?.isRobust == true)
        #expect(claim.counted?.deciding == [])
    }

    /// A fork of the claim's own: the others have 100 counted the headline way, 290 counted the
    /// second way, 300 the third. MVC has 300. Headline: 200 past every margin, supported. The
    /// second: a difference of 10, short of every margin (60 as set, 30 halved, 120 doubled),
    /// not shown. The third: equal,
    /// not singled out. 3 options × 3 margins = 9 combinations: 3 supported, 3 not shown, 3 not
    /// singled out; the protocol fork decides it, the margin alone does not.
    @Test func aForkOfTheClaimsOwnIsJudgedWithTheMargin() {
        let protocols = Fork(
            "where a protocol is counted",
            options: ["with the role that declares it", "with the role that conforms", "neither"])
        let claim = Self.judged(Self.fixture(mvc: 300, others: [100, 290, 300], fork: protocols))
        let counted = try! #require(claim.counted)
        #expect(claim.verdict == .dependsOnHowItIsCounted)
        #expect(counted.forks == [protocols, .margin])
        #expect(counted.verdicts.count == 9)
        #expect(counted.deciding == [protocols])
        #expect(
            counted.tallyText()
                == "of 9 combinations, 3 supported, 3 not shown at this size, 3 not singled out")
        #expect(counted.verdict(protocols, 1)?.verdict == .notShown)
        #expect(claim.figures.whole[.mvp]?.value == 100, "the tables show the headline figure")
    }

    /// Every combination, the headline first, each option of a later fork with every option of
    /// the earlier ones.
    @Test func everyCombinationIsCountedOnce() {
        let a = Fork("a", options: ["a0", "a1"])
        let all = Choices.all([a, .margin])
        #expect(all.count == 6)
        #expect(all.first == Choices())
        #expect(Set(all).count == 6)
        #expect(Fork.scaled(Margin(share: 0.2, least: 20, unit: "x"), option: 2).least == 40)
        #expect(Fork.scaled(Margin(share: 0.2, least: 20, unit: "x"), option: 1).share == 0.1)
    }

    /// What a rule finds beside its verdict is a verdict too (claim 10's binding-and-view
    /// construct): a verdict that stands while its aside flips with the margin is not robust.
    /// Here the aside reads "against" while the least amount is under 30: as set (20) and
    /// halved (10), not doubled (40).
    @Test func anAsideThatFlipsMakesTheClaimDependOnTheCounting() {
        let definition = ClaimDefinition(
            id: "fixture", seeds: ["004"], about: .mvc, claim: "A fixture",
            classification: .evidence("made up"), figure: "faults",
            rule: .custom("made up") { _, _, entry in
                let least = entry?.margin?.least ?? 0
                return .init(
                    .notSingledOut, aside: least < 30 ? "aside against" : "aside not shown")
            }, couldFail: "never"
        ) { _ in Figures(whole: PerPattern { _ in Figure(1) }) }
        let claim = Self.judged(definition)
        #expect(claim.headlineVerdict == .notSingledOut)
        #expect(claim.verdict == .dependsOnHowItIsCounted)
        #expect(
            claim.counted?.tallyText()
                == "of 3 combinations, 2 not singled out (aside against), 1 not singled out "
                + "(aside not shown)")
    }
}

/// The testability claims' fork "construct": each option puts the construct it judges in the
/// figure's second number and names it, with the one set beside it.
@Suite struct ConstructForkTests {
    @Test func eachOptionJudgesItsConstructAndSetsTheLogicOrTheViewBesideIt() {
        let headline = SeedClaims.byConstructPicked(0, logic: 1, view: 2, all: 3, text: "t")
        #expect(headline.figure.second == 1 && headline.figure.value == 2)
        #expect(headline.names == nil, "the rule's own names: the logic, the binding and view")
        let view = SeedClaims.byConstructPicked(1, logic: 1, view: 2, all: 3, text: "t")
        #expect(view.figure.second == 2 && view.figure.value == 1)
        #expect(view.names?.judged == "the binding and view" && view.names?.beside == "the logic")
        let all = SeedClaims.byConstructPicked(2, logic: 1, view: 2, all: 3, text: "t")
        #expect(all.figure.second == 3 && all.figure.value == 1)
        #expect(all.names?.judged == "all own code")
        #expect(SeedClaims.testsKillMoreMutants.forks.map(\.name) == ["construct", "measure"])
        #expect(SeedClaims.mvvmEasierToTest.forks.map(\.name) == ["construct", "measure"])
    }

    /// The fork "measure": "Easier to test" counted in mutants killed is "MVVM increases an
    /// app's testability"'s figure, judged by that claim's margin (10 percentage points), not by
    /// its own (20% and 2 faults); the other way round, the same. The headline keeps its own.
    @Test func aClaimCountedInTheOtherMeasureIsJudgedByThatClaimsMargin() {
        let inputs = ClaimMeasureTests.inputs()
        let (faults, mutants) = (SeedClaims.mvvmEasierToTest, SeedClaims.testsKillMoreMutants)
        let asMutants = faults.measure(inputs, Choices().with(SeedClaims.faultsMeasured, 1))
        let asFaults = mutants.measure(inputs, Choices().with(SeedClaims.mutantsMeasured, 1))
        #expect(asMutants.marginOf == mutants.id && asFaults.marginOf == faults.id)
        #expect(faults.measure(inputs, Choices()).marginOf == nil)
        #expect(mutants.measure(inputs, Choices()).marginOf == nil)
        let ownFaults = ForkTests.entry
        var ownMutants = ForkTests.entry
        ownMutants.margin = Margin(share: 0, least: 10, unit: "percentage points")
        let book = MarginBook(entries: [faults.id: ownFaults, mutants.id: ownMutants])
        #expect(book.entry(ownFaults, for: asMutants) == ownMutants)
        #expect(book.entry(ownMutants, for: asFaults) == ownFaults)
        #expect(book.entry(ownFaults, for: faults.measure(inputs, Choices())) == ownFaults)
    }
}

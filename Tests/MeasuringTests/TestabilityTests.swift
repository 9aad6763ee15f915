import Foundation
import Testing

@testable import WorkbenchCore

/// The testability figures come from the real tests of Tests/<Pattern>Tests, as the index and
/// their source show them. (View counts come from running those tests; `workbench metrics`
/// reads them after `swift test`.)
@Suite struct TestabilityTests {
    static let testModules = Set(ArchitectureRules.patternModules.map { $0 + "Tests" })

    static let report: Result<TestabilityReport, any Error> = Result {
        let result = try IndexReader(root: packageRoot, build: build).read(
            functionModules: testModules)
        return try TestabilityReport(
            functions: result.functions, root: packageRoot, records: build.testabilityFolder)
    }

    func summary(_ module: String) throws -> TestabilityReport.PatternSummary {
        try #require(try Self.report.get().patterns.first { $0.module == module })
    }

    func test(_ module: String, _ behaviour: String) throws -> TestabilityReport.TestFigures {
        try #require(try summary(module).tests.first { $0.behaviour == behaviour })
    }

    @Test(arguments: ArchitectureRules.patternModules)
    func everyPatternHasATestOfEveryBehaviour(module: String) throws {
        let summary = try summary(module)
        #expect(summary.missing.isEmpty)
        #expect(
            summary.tests.map(\.behaviour) == (try Self.report.get()).behaviours.map(\.behaviour))
    }

    @Test(arguments: ArchitectureRules.patternModules)
    func everyTestChecksEveryFactOfItsBehaviour(module: String) throws {
        for test in try summary(module).tests {
            let unchecked = test.factsRequired.filter { !test.factsChecked.contains($0) }
            #expect(
                unchecked.isEmpty,
                "\(module).\(test.behaviour) leaves facts unchecked: \(unchecked)")
        }
    }

    @Test func aFactCountsOnlyAsTheCommentOfAnExpectation() {
        let spec = BehaviourSpec(
            behaviour: "x", screen: "S",
            facts: ["the row is marked", #"one tap reads "Tapped 1 time""#, "a third fact"])
        let source = #"""
            @Test func x() {
                #expect(view.row == 2, "the row is marked")
                let note = "a third fact"  // a string, but not an expectation's comment
                try #require(
                    view.feedback == "Tapped 1 time", "one tap reads \"Tapped 1 time\"")
            }
            """#
        #expect(
            spec.checkedFacts(in: source) == [
                "the row is marked", #"one tap reads "Tapped 1 time""#,
            ])
    }

    /// Behaviours whose logic is the view's own in MVP and MVVM: the binding writes a field back
    /// only when it differs, so an input method's marked text survives (docs/screens.md). No
    /// presenter or view model takes part, so their tests make the view in every pattern.
    static let viewBehaviours: Set = [
        "markedTextSurvivesTheFormsBinding", "markedTextSurvivesTheQuerysBinding",
    ]

    @Test func presentersAndViewModelsAreTestedWithoutTheToolkit() throws {
        for module in ["MVP", "MVVM"] {
            for test in try summary(module).tests {
                let name = "\(module).\(test.behaviour)"
                if Self.viewBehaviours.contains(test.behaviour) {
                    #expect(test.toolkitTypes.contains("TextUI.TextField"), "\(name)")
                    continue
                }
                #expect(test.toolkitTypes.isEmpty, "\(name)")
                #expect(!test.productionTypes.contains { $0.hasPrefix("TextUI.") }, "\(name)")
                #expect(!test.assertsOnRenderedText, "\(name)")
            }
        }
        #expect(
            try test("MVP", "selectingARowShowsTheDetailLine").testDoubles.sorted()
                == ["BehaviourTesting.ControlledCatalogService", "MVPTests.ShopListViewSpy"])
    }

    @Test func controllerTestsReadTheirResultsOutOfViews() throws {
        for test in try summary("MVC").tests {
            #expect(!test.toolkitTypes.isEmpty, "MVC.\(test.behaviour)")
            #expect(
                !test.productionTypes.contains { $0.hasPrefix("TextUI.") },
                "the toolkit's types are counted apart: MVC.\(test.behaviour)")
            #expect(test.assertsOnRenderedText, "MVC.\(test.behaviour)")
        }
        #expect(try test("MVCVariant", "cardTapFeedbackIsPluralised").assertsOnRenderedText)
    }

    @Test func setupLinesAreCountedFromTheSource() throws {
        #expect(try test("MVVM", "priceFormattingOfARow").setupLines == 5)
        #expect(try test("MVC", "priceFormattingOfARow").setupLines == 6)
        #expect(try test("MVCVariant", "priceFormattingOfARow").setupLines == 2)
        #expect(
            TestabilityReport.setupLines(
                """
                @Test func x() async throws {
                    let a = 1

                    // a comment
                    let b = max(
                        2, 1)
                    #expect(a + b == 3)
                    let c = 4
                }
                """) == 2)
    }
}

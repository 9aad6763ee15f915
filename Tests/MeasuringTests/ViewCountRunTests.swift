import BehaviourTesting
import Foundation
import PatternCatalog
import Testing

@testable import WorkbenchCore

/// The measuring run behind the testability report's view counts: one pattern behaviour test per
/// process, counted by the toolkit, never by the test.
@Suite struct ViewCountRunTests {
    /// The build these tests belong to, measured in place.
    static let run = ViewCountRun(
        build: BuildInUse(
            root: packageRoot, scratchPath: nil,
            build: PackageBuild(productsFolder: testProductsFolder.path), mayBuild: false,
            refused: true))

    @Test func theFilterMatchesOnePatternsTestOfOneBehaviour() throws {
        let filter = try Regex(
            ViewCountRun.filter(
                for: ViewCountRun.Test(module: "MVC", behaviour: "priceFormattingOfARow")))

        let ids = [
            "MVCTests.ShopListTests/priceFormattingOfARow()/ShopListTests.swift:13:6",
            "MVCVariantTests.ShopListTests/priceFormattingOfARow()/ShopListTests.swift:13:6",
            "MVCTests.ShopListTests/priceFormattingOfARowAgain()/ShopListTests.swift:20:6",
            "MVCTests.ShopListTests",
        ]

        #expect(ids.map { $0.contains(filter) } == [true, false, false, false])
    }

    @Test func everyPatternHasOneTestPerBehaviourToMeasure() throws {
        let tests = try Self.run.tests()

        let behaviours = try BehaviourSpec.load(root: packageRoot)
        #expect(tests.count == PatternDescriptor.all.count * behaviours.count)
        #expect(Set(tests.map(\.module)) == Set(PatternDescriptor.all.map(\.module)))
    }

    @Test func noCountFileMeansNoViewWasCreated() throws {
        let written = try temporaryFile("17")

        let missing = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbench-\(UUID().uuidString)").path

        #expect(try ViewCountRun.views(inCountFile: written) == 17)
        #expect(try ViewCountRun.views(inCountFile: missing) == 0)
        #expect(throws: MeasuringError.self) {
            try ViewCountRun.views(inCountFile: try temporaryFile("many"))
        }
    }

    /// End to end where the build's test binary can be started on its own (Linux): the same test
    /// of each pattern, alone in a process, counted by the toolkit.
    @Test(.enabled(if: run.testBinary != nil))
    func aTestAloneInAProcessIsCountedByTheToolkit() throws {
        let tests = ["MVC", "MVCVariant", "MVP", "MVVM"].map {
            ViewCountRun.Test(module: $0, behaviour: "cardTapFeedbackIsPluralised")
        }

        let views = try tests.map { try Self.run.measure($0) }

        #expect(views == [4, 4, 0, 0], "a stack, an image view and two labels; none for MVP, MVVM")
    }
}

/// A file in the temporary folder holding `contents`.
private func temporaryFile(_ contents: String, suffix: String = ".txt") throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("workbench-\(UUID().uuidString)\(suffix)").path
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

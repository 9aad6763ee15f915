import Harness
import Model
import PatternCatalog
import Testing

/// The benchmark's yardstick draws exactly what the patterns draw, or its ratios mean nothing.
@MainActor
@Suite struct BaselineTests {
    @Test(arguments: patternsUnderTest)
    func theBaselineFrameEqualsThePatternsFrame(pattern: PatternDescriptor) async throws {
        let session = await loadedSession(pattern, catalog: smallCatalog(25), rows: 4)
        var baseline = BaselineScreen(store: session.store, visibleRows: 4)
        #expect(baseline.frame() == session.frame())
        for row in [3, 17, 2, 24] {
            try await session.perform(.select(row: row + 1))
            baseline.touchRow(row)
            #expect(baseline.frame() == session.frame(), "after selecting row \(row + 1)")
        }
        try await session.perform(.tap)
        baseline.tap()
        try await session.perform(.rename(row: 3, name: "商品🍎 with a long name"))
        try await session.perform(.price(row: 3, price: 7))
        try await session.perform(.appName("WeChat"))
        try await session.perform(.remove(row: 25))
        #expect(baseline.frame() == session.frame())
    }
}

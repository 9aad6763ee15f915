import Testing
import WorkbenchCore

/// The test runner's filter picks exactly the tests it is given, whether swift-testing listed
/// them with their source location or without it.
@Suite struct TestRunnerTests {
    @Test func theFilterMatchesATestListedWithOrWithoutItsLocation() throws {
        let filter = try Regex(
            TestRunner.filter([
                "SpecTests.AppCardSpecTests/taps(pattern:)",
                "MVCTests.AppCardTests/taps()/AppCardTests.swift:12:6",
            ]))
        // swift-testing matches a filter against the full ID, which ends in the location.
        #expect(
            "SpecTests.AppCardSpecTests/taps(pattern:)/AppCardSpecTests.swift:70:6".contains(
                filter), "a test listed without its location")
        #expect(
            "MVCTests.AppCardTests/taps()/AppCardTests.swift:12:6".contains(filter),
            "a test listed with its location")
        #expect(!"SpecTests.AppCardSpecTests/tapsAgain(pattern:)/A.swift:9:6".contains(filter))
        #expect(!"MVPTests.AppCardTests/taps()/AppCardTests.swift:12:6".contains(filter))
        #expect(!"SpecTests.AppCardSpecTests".contains(filter), "nor the suite")
    }
}

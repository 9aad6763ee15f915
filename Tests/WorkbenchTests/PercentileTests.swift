import Testing

@testable import WorkbenchCore

/// The benchmark's percentiles: a median is the middle sample, and the middle half of a few
/// samples lies between them, not on the median.
@Suite struct PercentileTests {
    @Test func quartilesOfThreeSamplesLieBetweenThem() {
        let samples = [10.0, 20, 40]
        let p = BenchReport.Result.percentile
        #expect(p(samples, 0.5) == 20)
        #expect(p(samples, 0.25) == 15)
        #expect(p(samples, 0.75) == 30)
        #expect(p([7], 0.25) == 7)
        #expect(p([], 0.5) == 0)
    }
}

import Testing
import WorkbenchCore

@testable import WorkbenchKit

/// `faults --check` compares a fault measured again with the stored one.
@Suite struct FaultsCommandTests {
    static func outcome(_ caughtBy: [String], seconds: Double = 1) -> FaultResults.Outcome {
        FaultResults.Outcome(
            caughtBy: caughtBy, caught: !caughtBy.isEmpty, catchingTestLines: 34,
            suiteSeconds: seconds, specCaught: true)
    }

    /// The tests that caught it, in the order they finished on a loaded machine, are the same
    /// figure; another test, or one fewer, is not; the suite's time is not a figure.
    @Test func theCatchingTestsCountInAnyOrder() {
        let stored = Self.outcome(["ProfileTests/marked()", "ProfileTests/save()"])
        #expect(
            FaultsCommand.sameFigures(
                Self.outcome(["ProfileTests/save()", "ProfileTests/marked()"], seconds: 3), stored))
        #expect(!FaultsCommand.sameFigures(Self.outcome(["ProfileTests/save()"]), stored))
    }
}

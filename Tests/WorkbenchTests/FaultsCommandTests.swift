import Foundation
import Testing
import WorkbenchCore

/// `faults --check` compares a fault measured again with the stored one.
@Suite struct FaultsCommandTests {
    static func outcome(_ caughtBy: [String], seconds: Double = 1) -> FaultResults.Outcome {
        FaultResults.Outcome(
            caughtBy: caughtBy, caught: !caughtBy.isEmpty, catchingTestLines: 34,
            suiteSeconds: seconds, specCaught: true, key: StoredKey(toolchain: "6"))
    }

    /// The tests that caught it are kept sorted; a result stored before they were, in the order
    /// they finished on a loaded machine, gives the same figure; another test, or one fewer, does
    /// not; the suite's time is not a figure.
    @Test func theCatchingTestsCountInAnyOrder() throws {
        #expect(
            Self.outcome(["ProfileTests/save()", "ProfileTests/marked()"]).caughtBy == [
                "ProfileTests/marked()", "ProfileTests/save()",
            ])
        let json = """
            {"caughtBy": ["ProfileTests/save()", "ProfileTests/marked()"], "caught": true,
             "catchingTestLines": 34, "suiteSeconds": 2, "specCaught": true,
             "key": {"inputs": {"mvp.patch": "a"}, "toolchain": "6.2"}}
            """
        let stored = try JSONDecoder().decode(FaultResults.Outcome.self, from: Data(json.utf8))
        #expect(
            Self.outcome(["ProfileTests/marked()", "ProfileTests/save()"], seconds: 3)
                .sameFigures(as: stored))
        #expect(!Self.outcome(["ProfileTests/save()"]).sameFigures(as: stored))
    }
}

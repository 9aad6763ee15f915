import Testing

@testable import Terminal

/// What a long command's status line says: the step, and the time so far.
@Suite struct ProgressTests {
    @Test func theStatusLineNamesTheStepAndTheTimeSoFar() {
        #expect(
            Progress.line(prefix: "changes: ", step: "request 2 of 7", elapsed: 161.9)
                == "changes: request 2 of 7 · 2:41")
        #expect(Progress.line(prefix: "mutants: ", step: "", elapsed: 59) == "mutants: 0:59")
        #expect(Progress.clock(3761) == "1:02:41")
    }
}

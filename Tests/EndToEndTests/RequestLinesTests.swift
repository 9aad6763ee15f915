import Harness
import PatternCatalog
import Testing

/// What the runner says about held requests under each frame, trace on or off: the same lines in
/// every pattern, since requests belong to the runner's services, not to the pattern.
@Suite struct RequestLinesTests {
    static let script = """
        hold
        reload
        reload
        answer 2
        answer 1 fail
        tab search
        type query sw
        wait 300
        release

        """

    /// The lines under the frames that are not part of a frame.
    static func requestLines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("request ") }
    }

    @Test func heldRequestsAreReportedAsTheyWaitAreAnsweredAndAreDropped() throws {
        let result = try run(.mvp, input: Self.script)

        #expect(result.status == 0)
        #expect(
            Self.requestLines(result.stdout) == [
                "request 1 waits: catalog load (1 waiting)",
                "request 2 waits: catalog load (2 waiting)",
                "request 2 answered: catalog load (1 waiting)",
                "request 1 answered with a failure, dropped as superseded: catalog load "
                    + "(a newer one was made; 0 waiting)",
                "request 1 waits: search \"sw\" (1 waiting)",
                "request 1 answered: search \"sw\" (0 waiting)",
            ])
    }

    @Test func everyPatternPrintsTheSameOutputWithRequestLines() throws {
        let outputs = try PatternDescriptor.all.map { try run($0, input: Self.script) }

        for (pattern, output) in zip(PatternDescriptor.all, outputs) {
            #expect(output == outputs[0], "\(pattern.command) differs from mvc")
        }
    }

    @Test func traceOnInABuildWithoutEntryHooksIsABadLineAndTraceOffIsNot() throws {
        let result = try run(.mvc, input: "trace off\ntrace on\ntrace sideways\n")

        #expect(result.status == 65)
        #expect(
            result.stderr == """
                mvc: line 2: trace: this build cannot record calls (start with --trace, which \
                builds the traced build and runs it)
                mvc: line 3: trace: 'sideways' is neither on nor off (trace on or trace off)

                """)
    }

    @Test func traceJSONNeedsAFile() throws {
        let result = try run(.mvvm, ["--trace-json"])

        #expect(
            result
                == RunResult(
                    stdout: "", stderr: "mvvm: --trace-json needs a value (see --help)\n",
                    status: 64))
    }

    /// A `--trace-json` file that cannot be created stops the program before the screens run
    /// (no frame is printed for a trace that would be lost), with sysexits' 73.
    @Test func traceJSONInAMissingFolderIsRefusedFirst() throws {
        let result = try run(.mvvm, ["--trace-json", "/nonexistent/dir/x.json"])

        #expect(
            result
                == RunResult(
                    stdout: "",
                    stderr: "mvvm: --trace-json: no folder '/nonexistent/dir' (name a file in a "
                        + "folder you can write to)\n",
                    status: 73))
    }
}

import Harness
import Testing

/// A pattern program's tracing options: `--trace` shows what people wrote, `--trace=all` what
/// the compiler and the libraries ran too.
@Suite struct OptionsTests {
    @Test func traceAllTracesAndShowsEverything() throws {
        let all = try Options.parse(["--trace=all"])
        #expect(all.trace && all.traceEverything)
        let plain = try Options.parse(["--trace"])
        #expect(plain.trace && !plain.traceEverything)
        #expect(throws: UsageError.self) { try Options.parse(["--trace=some"]) }
    }
}

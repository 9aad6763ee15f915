import Foundation
import Harness
import PatternCatalog
import Terminal
import WorkbenchCore

/// `workbench metrics [--json] [--no-build] [--scratch-path PATH] [PATTERN]`: the coupling and
/// testability reports of the build in use, built and run first when they are missing or stale.
@MainActor
enum MetricsCommand: WorkbenchCommand {
    static let name = "metrics"
    static let forms: [[Usage.Part]] = [
        [
            .choice([json, mermaid], optional: true), .optional(.noBuild), .optional(.scratchPath),
            .words("[PATTERN]"),
        ]
    ]
    static let abstract = """
        coupling, rules and testability figures, measured from the compiler's index of a debug \
        build with tests and from a measuring run of the pattern tests
        """
    /// The options its help describes, in order.
    static let json = Option.json.described(
        "the report as JSON (always with a \"testability\" key)")
    static let mermaid = Option(
        "--mermaid",
        "the role graph as a Mermaid flowchart (as Comparison.md shows it), not drawn in text")
    static let options: [Option] = [
        json, mermaid,
        .scratchPath,
        .noBuild,
        .help,
    ]
    static let help = """
        \(Usage.lines(name, forms))

        Coupling (the role graph and its figures), the architecture rules and testability of one
        pattern, or of all without PATTERN, read from the compiler's index store of a debug
        build with tests and from the records of a measuring run of the pattern tests (each test
        alone in a process, the toolkit counting the views it creates). When they are missing or
        older than the sources it runs `swift build --build-tests` and the measuring run first,
        a line per step on standard error. Markdown on standard output; how much of the index was
        read, on standard error. A figure that cannot be measured says so where it would stand.

        Options:
        \(Option.block(options))

        PATTERN is one of: \(Usage.patterns), in any case (MVC works).
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (1, "a pattern breaks a rule"),
        (64, "usage error (a bad option or pattern name)"),
        (
            66,
            "an input cannot be had (no Package.swift in the current folder, or no index "
                + "store or test records, when --no-build or a failed build step leaves them "
                + "missing)"
        ),
    ]

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments, declared: options)
        let json = reader.flag(Self.json)
        let mermaid = reader.flag(Self.mermaid)
        let options = try BuildInUse.Options.read(&reader)
        let patternName = reader.positional()
        try reader.finish()
        if json, mermaid {
            throw UsageError("--json has no diagram; --mermaid does not go with it")
        }
        var modules = ArchitectureRules.patternModules
        if let patternName {
            modules = [try PatternDescriptor.parse(patternName).module]
        }
        let root = try packageRoot()
        let build = try BuildInUse.resolve(options, root: root)
        let testModules = Set(modules.map { $0 + "Tests" })
        let result = try build.readIndex(functionModules: testModules)
        // Without usable records the view counts say "not measured" and why, in place: the
        // report is never silently smaller, and never shows a stale run's counts.
        let recordsProblem = try build.ensureRecords(required: false)
        let coupling = CouplingReport(graph: result.graph, root: root, patterns: modules)
        let testability = try TestabilityReport(
            functions: result.functions, root: root,
            records: recordsProblem == nil ? build.build.testabilityFolder : nil,
            notMeasuredBecause: recordsProblem, patterns: modules)
        if json {
            Console.write(
                try Report(
                    patterns: coupling.patterns, packageRules: coupling.packageRules,
                    testability: testability
                )
                .reportJSON())
        } else {
            Console.write(
                coupling.markdown(graphInText: !mermaid) + "\n## Testability\n\n"
                    + TestabilitySection.touchMarkdown(testability))
        }
        Console.error(
            String(
                format: "analysed %d types and %d dependencies from %d index records in %.3f s",
                result.graph.types.count, result.graph.dependencies.count, result.recordsRead,
                result.seconds) + " (build: \(build.build.productsFolder))",
            prefix: "")
        return coupling.violations.isEmpty ? 0 : 1
    }

    /// `metrics --json`: the coupling report's keys and a `testability` key, always.
    struct Report: Encodable {
        var patterns: [CouplingReport.PatternReport]
        var packageRules: [CouplingReport.RuleResult]
        var testability: TestabilityReport
    }
}

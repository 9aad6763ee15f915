import Foundation
import PatternCatalog

/// Plants a fault in a scratch copy of the package (`<scratch>/faults`): the patches of the
/// patterns measured, all at once, since patterns never import each other, so each pattern's
/// tests see only its own fault. One build; then, for each pattern, its own tests
/// (`Tests/<Pattern>Tests`) and the spec, run against that pattern alone (`WORKBENCH_PATTERNS`).
/// With the patterns carrying the fault, the equivalence run has nothing sound to compare: the
/// spec's own tests must catch it.
package struct FaultRun: Sendable {
    package let build: BuildInUse
    package let package: ScratchPackage
    /// How long one run of tests may take before the fault counts as caught (a loop that no
    /// longer ends).
    package static let timeout: Duration = .seconds(120)

    package init(build: BuildInUse) throws {
        self.build = build
        self.package = try ScratchPackage(job: "faults", beside: build)
    }

    /// Plants `fault` in `patterns` and measures what each one's tests make of it.
    package func measure(
        _ fault: Fault, in patterns: [PatternDescriptor]? = nil,
        toolchain: String, say: (String) -> Void
    ) throws -> PerPattern<FaultResults.Outcome> {
        let patterns = patterns ?? fault.patterns
        try package.sync(
            excluding: [build.build.productsFolder] + [build.scratchPath].compactMap { $0 })
        try package.write(try fault.applied(root: build.root, patterns: patterns))
        say(
            "building with the fault in "
                + (patterns == PatternDescriptor.all
                    ? "every pattern" : patterns.map(\.name).joined(separator: ", ")))
        let (built, output) = try package.build()
        guard built else {
            let first = package.errors(in: output).first.map {
                "\($0.file):\($0.line): \($0.message)"
            }
            throw ChangeRequestError(
                "\(fault.name): the fault does not build: "
                    + (first ?? "run `swift build --build-tests` in \(package.copy)"))
        }
        let runner = TestRunner(
            root: package.copy, productsFolder: try package.productsFolder(),
            scratchArguments: ["--scratch-path", package.scratch])
        let tests = try runner.list()
        return try PerPattern(patterns) { pattern in
            try outcome(
                of: pattern, tests: tests, runner: runner,
                key: fault.key(of: pattern, root: build.root, toolchain: toolchain), say: say)
        }
    }

    /// What `pattern`'s own tests and the spec make of the fault planted in it, stored under
    /// `key`.
    func outcome(
        of pattern: PatternDescriptor, tests: [String], runner: TestRunner, key: StoredKey,
        say: (String) -> Void
    ) throws -> FaultResults.Outcome {
        let own = tests.filter { $0.hasPrefix(pattern.testTarget + ".") }
        let mine = try runner.run(own, timeout: Self.timeout)
        let spec = try runner.run(
            tests.filter { $0.hasPrefix(SourceLayout.specTests + ".") },
            environment: ["WORKBENCH_PATTERNS": pattern.command], timeout: Self.timeout)
        for (what, run) in [("its own tests", mine), ("the spec", spec)] where run.ranNothing {
            // A run of no test fails too (exit 69): it must not count as a catch.
            throw ChangeRequestError(
                "\(pattern.name): \(what) ran no test: the filter matched none")
        }
        say(
            "\(pattern.name): \(mine.caughtSomething ? "caught by \(mine.failing.count) of its tests" : "missed by its tests"); "
                + "the spec \(spec.caughtSomething ? "catches it" : "does not see it")")
        return FaultResults.Outcome(
            caughtBy: mine.failing, caught: mine.caughtSomething,
            catchingTestLines: mine.failing.reduce(0) { $0 + testLines(of: $1) },
            suiteSeconds: mine.seconds, specCaught: spec.caughtSomething,
            key: key)
    }

    /// Code lines of the test `id` (`Module.Suite/test()`), read from its module's sources.
    func testLines(of id: String) -> Int {
        guard let module = id.split(separator: ".").first,
            let name = id.split(separator: "/").last?.prefix(while: { $0 != "(" })
        else { return 0 }
        let folder = build.root + "/Tests/" + module
        let files =
            (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }
        for file in files {
            guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8),
                let index = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex(where: { $0.contains("func \(name)(") })
            else { continue }
            let source = SourceMeasures.functionSource(text, from: index + 1)
            return source.split(separator: "\n").filter { SourceMeasures.isCode($0) }.count
        }
        return 0
    }
}

import Foundation
import PatternCatalog

/// Plants every mutant of the patterns' logic roles (or of all their code: `MutationScope`) in a
/// scratch copy of the package (one build for all of them: `MutantSchema`) and runs each
/// pattern's own tests against each mutant.
///
/// A mutant the own tests let through is tried against the spec (the spec tests that reach its
/// site, the equivalence run with `specEvents` events a seed): if the spec catches it, it
/// *survived* the pattern's suite; if nothing in the package tells it from the original, it is
/// reported apart, as is a mutant whose schema does not compile.
package struct MutationRun: Sendable {
    package let build: BuildInUse
    package let package: ScratchPackage
    /// Events per seed of the equivalence run when it judges a survivor.
    package static let specEvents = 200
    /// How long one run of tests may take before the mutant counts as caught (a loop that no
    /// longer ends).
    package static let timeout: Duration = .seconds(30)

    package init(build: BuildInUse) throws {
        self.build = build
        self.package = try ScratchPackage(job: "mutants", beside: build)
    }

    /// The mutants of `patterns` in `scope`, from the index of the build in use.
    package func plan(_ patterns: [PatternDescriptor], scope: MutationScope) throws -> MutationPlan
    {
        let index = try build.readIndex()
        return try MutationPlan(
            graph: index.graph, root: build.root, patterns: patterns, scope: scope)
    }

    /// Writes the schema of `plan` into the copy and builds it, one mutated module at a time
    /// (a failed build stops at a module's first errors). A mutant whose site the compiler
    /// refuses is taken out and the module built again; returns the plan that built and the
    /// mutants taken out.
    package func buildSchema(_ plan: MutationPlan, say: (String) -> Void) throws -> (
        plan: MutationPlan, notCompiling: [Mutant]
    ) {
        try package.sync(
            excluding: [build.build.productsFolder] + [build.scratchPath].compactMap { $0 })
        var plan = plan
        var refused: [Mutant] = []
        let modules = Set(plan.allSites.map(\.mutant.module)).sorted()
        for target in modules + [nil] {
            for round in 1...12 {
                try package.write(try plan.schema(root: build.root))
                say(
                    "building \(target ?? "everything") with \(plan.allSites.count) mutants (round \(round))"
                )
                let (built, output) = try package.build(target: target)
                if built { break }
                let culprits = try culprits(in: output, of: plan)
                refused += culprits.map(\.mutant)
                plan = plan.removing(Set(culprits.map(\.mutant.id)))
                if round == 12 {
                    throw MeasuringError.index(
                        "the mutant schema of \(target ?? "the package") still does not build")
                }
            }
        }
        return (plan, refused)
    }

    /// The sites the compiler's errors in `output` come from; throws when none explains them.
    func culprits(in output: String, of plan: MutationPlan) throws -> [MutationSite] {
        let errors = package.errors(in: output)
        let culprits = errors.flatMap {
            plan.sites(causingErrorAt: $0.line, of: $0.file, root: package.copy)
        }
        guard !culprits.isEmpty else {
            let first = errors.first.map { "\($0.file):\($0.line): \($0.message)" }
            throw MeasuringError.index(
                "the mutant schema does not build, and no mutant explains why: "
                    + (first ?? "run `swift build --build-tests` in \(package.copy)"))
        }
        return culprits
    }

    /// The test runner of the copy's build.
    package func runner() throws -> TestRunner {
        TestRunner(
            root: package.copy, productsFolder: try package.productsFolder(),
            scratchArguments: ["--scratch-path", package.scratch])
    }

    /// For each test of `tests`, the mutants whose sites it reaches, the original code running.
    package func reach(of tests: [String], runner: TestRunner, events: Int? = nil) throws
        -> [String: Set<Int>]
    {
        var reached: [String: Set<Int>] = [:]
        for test in tests {
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("workbench-reach-\(UUID().uuidString)").path
            _ = FileManager.default.createFile(atPath: file, contents: nil)
            defer { try? FileManager.default.removeItem(atPath: file) }
            var environment = [MutantSchema.reachVariable: file]
            if let events { environment["WORKBENCH_EVENTS"] = String(events) }
            _ = try runner.run([test], environment: environment, timeout: .seconds(300))
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            reached[test] = Set(text.split(separator: "\n").compactMap { Int($0) })
        }
        return reached
    }

    /// What becomes of `mutant`: its pattern's own tests (`own`) run with it, then, if they
    /// pass, the spec tests whose reach (`specReach`) holds its site.
    package func outcome(
        of mutant: Mutant, own: [String], specReach: [String: Set<Int>], runner: TestRunner
    ) throws -> MutationResults.Entry {
        let environment = [MutantSchema.mutantVariable: String(mutant.id)]
        let mine = try runner.run(own, environment: environment, timeout: Self.timeout)
        if mine.caughtSomething {
            let killers = mine.failing.isEmpty ? ["(the run: exit \(mine.status))"] : mine.failing
            return .init(mutant: mutant, outcome: .killed, killedBy: killers)
        }
        let spec = specReach.filter { $0.value.contains(mutant.id) }.keys.sorted()
        guard !spec.isEmpty else { return .init(mutant: mutant, outcome: .undetected) }
        var specEnvironment = environment
        specEnvironment["WORKBENCH_EVENTS"] = String(Self.specEvents)
        let caught = try runner.run(spec, environment: specEnvironment, timeout: .seconds(120))
        return .init(mutant: mutant, outcome: caught.caughtSomething ? .survived : .undetected)
    }
}

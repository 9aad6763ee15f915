import Foundation
import Harness
import PatternCatalog
import Terminal
import Tracing
import WorkbenchCore

/// `workbench mutants [--scope logic|all] [--pattern P,…] [--check [--all]] [--sample N]
/// [--scratch-path PATH]`: the mutation score of each pattern's own tests over its logic role,
/// or over all its own code (`MutationRun`, `MutationScope`), written to Mutants/results.json
/// (Mutants/all-code.json), for every pattern or, with `--pattern`, again for those named; or,
/// with `--check`, a sample of the stored outcomes measured again.
@MainActor
enum MutantsCommand: WorkbenchCommand {
    static let name = "mutants"
    static let forms: [[Usage.Part]] = [
        [
            .optional(scope), .choice([pattern, stale], optional: true),
            .group([.required(check), .optional(all)]), .optional(sample), .optional(.scratchPath),
        ]
    ]
    static let abstract = """
        plant operator mutants (negated conditions, boundary shifts, swapped literals, deleted \
        statements) in each pattern's logic role (or all its code), run its own tests against \
        each, and record what they catch in Mutants/; with --check, measure a sample again
        """
    /// The options its help describes, in order.
    static let scope = Option(
        "--scope logic|all",
        "logic: each pattern's logic role (the default), Mutants/results.json; all: all "
            + "of each pattern's own code, Mutants/all-code.json")
    static let pattern = Option(
        "--pattern P,…",
        "measure only these patterns' mutants again (names as in `workbench help`, by "
            + "commas), keeping the others' stored ones: for after an edit to one pattern, "
            + "which leaves the others' fresh")
    static let stale = Option(
        "--stale",
        "measure again only the patterns whose mutants are stale or not stored, as "
            + "`workbench status` names them (every pattern when what they all stand on "
            + "changed)")
    static let check = Option(
        "--check",
        "write nothing: fail when the scope's results are missing or stale (each pattern's "
            + "key: its folder and its tests; every pattern's: the shared core, the harness, "
            + "the spec), naming the patterns to measure again, then measure a sample of its "
            + "mutants again, picked by the commit's hash, and fail on any outcome it does not "
            + "confirm, naming both toolchains when they differ (CI runs this)")
    static let all = Option("--all", "with --check: measure every mutant again")
    static let sample = Option(
        "--sample N", "with --check: how many mutants to measure again, 1 to 1000 (default 12)")
    static let options: [Option] = [
        scope, pattern, stale, check, all, sample, .scratchPath, .help,
    ]
    static let help = """
        \(Usage.lines(name, forms))

        How strong each pattern's own tests are, by what they catch rather than what they touch.
        Every mutation site of each pattern's logic role (MVC's and the variant's controllers,
        MVP's presenters, the view models of every MVVM) gets a mutant: a condition negated, a
        comparison's boundary moved, a literal swapped, a call or assignment deleted. All of them
        are compiled into one build of a scratch copy of the package (a mutant schema, as muter
        and Stryker build theirs; <scratch>/mutants), each switched on by its number when the
        tests run. For each mutant the pattern's own tests run (Tests/<Pattern>Tests): a failure,
        a crash or a run out of time kills it. A mutant they let through is tried on the spec
        tests that reach its site: if they catch it, it survived the pattern's suite; if nothing
        tells it from the original, it is reported apart (an equivalent mutant, or one no test
        reaches), as is a mutant whose schema does not compile. The score is killed of killed and
        survived. A full run takes some minutes; a line per step on standard error.

        The logic role alone measures suites over different code: MVC's controller holds its
        views' binding, a view model does not, and the view controller that binds it is in no
        pattern's logic role. --scope all plants mutants in every file of the pattern's own
        types (views, view controllers and cells too), so that a suite is also measured on the
        code it leaves to others.

        Options:
        \(Option.block(options))

        Examples:
          swift run workbench mutants
          swift run workbench mutants --check
          swift run workbench mutants --scope all
          swift run workbench mutants --pattern mvp,mvvm
        """
    static let exitStatuses: [(status: Int32, meaning: String)] = [
        (0, "success"),
        (
            1,
            "the schema cannot be built or run, or, with --check, the results are stale or a "
                + "mutant measured again differs from the stored one"
        ),
        (64, "usage error (a bad option)"),
        (
            66,
            "an input cannot be had (no Package.swift in the current folder, or no index store; "
                + "with --pattern, no stored run, or one whose shared inputs changed)"
        ),
    ]

    static func run(_ arguments: [String]) async throws -> Int32 {
        var reader = ArgumentReader(arguments, declared: options)
        let check = reader.flag(Self.check)
        let all = reader.flag(Self.all)
        let sample = try reader.number(Self.sample, in: 1...1000) ?? 12
        let scope = try readScope(&reader)
        var chosen = try reader.value(Self.pattern).map(readPatterns)
        let stale = reader.flag(Self.stale)
        let options = try BuildInUse.Options.read(&reader, buildable: false)
        try reader.finish()
        if all, !check { throw UsageError("--all goes with --check") }
        if chosen != nil || stale, check {
            throw UsageError("--pattern and --stale measure; --check checks all")
        }
        if stale, chosen != nil {
            throw UsageError("--stale picks the patterns: leave out --pattern")
        }
        let root = try packageRoot()
        let build = try BuildInUse.resolve(options, root: root)
        let toolchain = try Toolchain.version()
        if check {
            return try await StoredCheck.report(
                MutantsKind(root: root, build: build, scope: scope), toolchain: toolchain,
                sample: all ? nil : sample, root: root, prefix: "mutants: ")
        }
        if stale {
            guard let patterns = try MutantsKind.stalePatterns(root: root, scope: scope) else {
                Console.error("\(scope.path) is fresh: nothing to measure", prefix: "mutants: ")
                return ExitCode.success
            }
            chosen = patterns.count == PatternDescriptor.all.count ? nil : patterns
        }
        let run = try MutationRun(build: build)
        func say(_ text: String) { Console.error(text, prefix: "mutants: ") }
        let progress = Progress("mutants: ")
        defer { progress.finish() }
        let results: MutationResults
        if let chosen {
            let stored = try StoredMutants.forPartialRun(root: root, scope: scope)
            results = stored.merging(
                try run.runAll(chosen, scope: scope, toolchain: toolchain, say: say))
        } else {
            results = try run.runAll(
                PatternDescriptor.all, scope: scope, toolchain: toolchain, say: say)
        }
        try results.save(root: root)
        progress.finish()  // before the summary goes to standard output
        Console.write(MutationSummary(results).text)
        Console.error("wrote \(scope.path)", prefix: "mutants: ")
        return ExitCode.success
    }

    /// `--scope logic|all`; the logic role when it is not given.
    static func readScope(_ reader: inout ArgumentReader) throws -> MutationScope {
        guard let text = try reader.value(Self.scope) else { return .logicRole }
        guard let scope = MutationScope(rawValue: text) else {
            throw UsageError("--scope takes 'logic' or 'all', not '\(text)'")
        }
        return scope
    }

    /// `chosen` (nil: every pattern of `patched`), each of which must have its patches, which
    /// `patched` lists (`LessonFirst`); `where` names them for the message, `<pattern>` standing
    /// for the pattern's command (`Faults/*/<pattern>.patch`).
    static func patched(
        _ chosen: [PatternDescriptor]?, among patched: [PatternDescriptor], where place: String
    ) throws -> [PatternDescriptor] {
        guard let chosen else { return patched }
        if let owing = chosen.first(where: { !patched.contains($0) }) {
            throw InputError(
                "\(owing.command) has no patches yet (write "
                    + place.replacingOccurrences(of: "<pattern>", with: owing.command)
                    + ": docs/adding-a-pattern.md)")
        }
        return chosen
    }

    /// `--pattern mvp,mvvm`: the patterns, in the catalog's order.
    static func readPatterns(_ text: String) throws -> [PatternDescriptor] {
        let named = try text.split(separator: ",").map { try PatternDescriptor.parse(String($0)) }
        guard !named.isEmpty else { throw UsageError("--pattern names one pattern or more") }
        return PatternDescriptor.all.filter(named.contains)
    }
}

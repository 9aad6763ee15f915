import Foundation
import PatternCatalog

/// Every result the workbench stores, and how each stands against the sources now
/// (`StoredStatus`), read from the keys alone: what `workbench status` prints. Each kind's
/// status compares the keys the way its `--check` does (`StoredCheck.stale`,
/// `MutationKey.staleness`, `Flows.staleness`), so the two cannot disagree.
package enum StoredResults {
    /// The status of every stored result under `root`, in the order a measuring session runs
    /// them. A stored file that cannot be read is a status too, naming the command that writes
    /// it again.
    package static func all(root: String) -> [StoredStatus] {
        StoredKey.$folderHashes.withValue(StoredKey.HashCache()) { statuses(root: root) }
    }

    private static func statuses(root: String) -> [StoredStatus] {
        let kinds: [(file: String, holds: String, read: (String) throws -> [StoredStatus])] = [
            (FaultResults.path, holds(.faults), { [try faults(root: $0)] }),
            (ChangeResults.path, holds(.requests), { [try requests(root: $0)] }),
            (Exercise.folder, holds(.exercises), { try exercises(root: $0) }),
            (
                MutationScope.logicRole.path, holds(.mutants),
                { [try mutants(.logicRole, root: $0)] }
            ),
            (MutationScope.ownCode.path, holds(.allCode), { [try mutants(.ownCode, root: $0)] }),
            (Flows.jsonPath, holds(.traces), { [try traces(root: $0)] }),
            (BenchReport.savedPath, holds(.bench), { [try bench(root: $0)] }),
        ]
        return kinds.flatMap { kind in
            do {
                return try kind.read(root)
            } catch {
                return [
                    StoredStatus(
                        file: kind.file, holds: kind.holds,
                        stale: [
                            .init(
                                pattern: StoredStatus.everyPattern, entries: [],
                                why: ["cannot be read: \(error)"])
                        ], command: "the command its --help names")
                ]
            }
        }
    }

    /// What each kind holds, for the status line.
    enum Kind { case faults, requests, exercises, mutants, allCode, traces, bench }

    static func holds(_ kind: Kind) -> String {
        switch kind {
        case .faults: "the faults planted in each pattern, and which tests catch them"
        case .requests: "what each change request costs in each pattern"
        case .exercises: "each exercise's reference figures"
        case .mutants: "the mutants of each pattern's logic role"
        case .allCode: "the mutants of all each pattern's own code"
        case .traces: "the recorded traces (docs/flows.md)"
        case .bench: "the run-time benchmark"
        }
    }

    /// Faults/results.json: each fault's outcome, pattern by pattern.
    package static func faults(root: String) throws -> StoredStatus {
        let stored = try FaultResults.load(root: root)
        let entries = try Fault.names(root: root).map { name in
            let fault = try Fault(name: name, root: root)
            let keys = stored.entry(named: name)?.outcomes.mapValues(\.key) ?? PerPattern()
            let current = PerPattern(fault.patterns) {
                fault.key(of: $0, root: root, toolchain: "")
            }
            return (name, StoredCheck.stale(stored: keys, current: current))
        }
        let owing = PatternDescriptor.all.filter { !Fault.patchedPatterns(root: root).contains($0) }
        return .perPattern(
            file: FaultResults.path, holds: holds(.faults), entries: entries,
            owing: (owing, "its patch in each of the \(entries.count) faults"),
            command: { _ in "swift run workbench faults --stale" })
    }

    /// ChangeRequests/results.json: each request's figures, pattern by pattern.
    package static func requests(root: String) throws -> StoredStatus {
        let stored = try ChangeResults.load(path: root + "/" + ChangeResults.path)
        let entries = try ChangeRequest.names(root: root).map { name in
            let request = try ChangeRequest(
                name: name, root: root, patterns: ChangeRequest.patchedPatterns(root: root))
            let result = stored?.result(named: name)
            let stale = StoredCheck.stale(
                stored: result.map { ChangeRequest.split($0.key, among: $0.measuredPatterns) }
                    ?? PerPattern(),
                current: ChangeRequest.split(
                    request.key(root: root, toolchain: ""), among: request.patterns))
            return (name, stale)
        }
        let owing = PatternDescriptor.all.filter {
            !ChangeRequest.patchedPatterns(root: root).contains($0)
        }
        return .perPattern(
            file: ChangeResults.path, holds: holds(.requests), entries: entries,
            owing: (owing, "its patches in each of the \(entries.count) change requests"),
            command: { _ in "swift run workbench changes --stale" })
    }

    /// Exercises/NAME/results.json: each exercise's reference, one result each, in its two
    /// patterns.
    package static func exercises(root: String, files: PackageFiles? = nil) throws -> [StoredStatus]
    {
        try Exercise.names(root: root).map { name in
            let exercise = try Exercise(path: Exercise.folder + "/" + name, root: root)
            let file = Exercise.folder + "/\(name)/" + Exercise.resultsFile
            let why: String? =
                if let result = try exercise.storedResult() {
                    exercise.staleness(of: result, files: files ?? .disk(root))
                } else {
                    "never measured"
                }
            return StoredStatus(
                file: file, holds: "the reference figures of the exercise \(name)",
                stale: why.map {
                    [
                        .init(
                            pattern: exercise.patterns.map(\.command).joined(separator: ", "),
                            entries: [name], why: [$0])
                    ]
                } ?? [],
                command: Exercise.saveCommand(name))
        }
    }

    /// Mutants/results.json or Mutants/all-code.json: one run, its inputs pattern by pattern
    /// and shared.
    package static func mutants(_ scope: MutationScope, root: String) throws -> StoredStatus {
        let kind: Kind = scope == .logicRole ? .mutants : .allCode
        guard let stored = try MutationResults.load(root: root, scope: scope) else {
            return StoredStatus(
                file: scope.path, holds: holds(kind),
                stale: [
                    .init(pattern: StoredStatus.everyPattern, entries: [], why: ["never measured"])
                ],
                command: scope.command)
        }
        let staleness = stored.staleness(root: root)
        let stale: [StoredStatus.Stale] =
            staleness.shared.isEmpty
            ? staleness.patterns.map {
                .init(pattern: $0.pattern.command, entries: [], why: $0.changes)
            }
            : [.init(pattern: StoredStatus.everyPattern, entries: [], why: staleness.shared)]
        return StoredStatus(
            file: scope.path, holds: holds(kind), stale: stale,
            notYetMeasured: staleness.notYetMeasured.map {
                .init(pattern: $0.command, owes: "run `\(staleness.command(scope, for: [$0]))`")
            },
            command: staleness.command(scope))
    }

    /// docs/flows.json: the traces, recorded together; a pattern's are stale when its folder
    /// changed, everyone's when anything else did.
    package static func traces(root: String) throws -> StoredStatus {
        guard let flows = try Flows.read(root: root) else {
            return StoredStatus(
                file: Flows.jsonPath, holds: holds(.traces),
                stale: [
                    .init(pattern: StoredStatus.everyPattern, entries: [], why: ["never recorded"])
                ],
                command: "scripts/trace")
        }
        let (patterns, shared) = Flows.changes(since: flows, root: root)
        let stale: [StoredStatus.Stale] =
            shared.isEmpty
            ? patterns.map { .init(pattern: $0.pattern.command, entries: [], why: [$0.why]) }
            : [.init(pattern: StoredStatus.everyPattern, entries: [], why: shared)]
        return StoredStatus(
            file: Flows.jsonPath, holds: holds(.traces), stale: stale,
            command: "scripts/trace")
    }

    /// Benchmarks/results.json: figures of the machine that ran it, never measured again by
    /// CI; its key says which sources they describe.
    package static func bench(root: String) throws -> StoredStatus {
        let note =
            "a machine's figures: measured again by hand on an idle machine, never by CI"
        let path = root + "/" + BenchReport.savedPath
        guard FileManager.default.fileExists(atPath: path) else {
            return StoredStatus(
                file: BenchReport.savedPath, holds: holds(.bench),
                stale: [
                    .init(pattern: StoredStatus.everyPattern, entries: [], why: ["never measured"])
                ],
                command: "scripts/bench --save", note: note)
        }
        let report = try JSONDecoder().decode(
            BenchReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        let why: [String] =
            if let key = report.key {
                BenchReport.key(root: root, toolchain: key.toolchain).changes(since: key)
            } else {
                ["saved before the benchmark kept a key: which sources it measured is unknown"]
            }
        return StoredStatus(
            file: BenchReport.savedPath, holds: holds(.bench),
            stale: why.isEmpty
                ? [] : [.init(pattern: StoredStatus.everyPattern, entries: [], why: why)],
            command: "scripts/bench --save", note: note)
    }
}

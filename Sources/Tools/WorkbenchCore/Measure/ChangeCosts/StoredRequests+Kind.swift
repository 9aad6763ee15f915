import PatternCatalog

/// ChangeRequests/results.json as a stored kind (`StoredKind`): fresh by its keys, every
/// request reads and applies, every stored result passed its suite with identical frames, and
/// a request measured again (in a scratch copy, built there) gives every stored figure.
@MainActor
package struct RequestsKind: StoredKind {
    package let root: String
    package let build: BuildInUse

    package init(root: String, build: BuildInUse) {
        self.root = root
        self.build = build
    }

    package var file: String { ChangeResults.path }
    package var entryNoun: String { "change request" }

    package func statuses() throws -> [StoredStatus] { [try StoredResults.requests(root: root)] }

    package func entries() throws -> [String] { ChangeRequest.names(root: root) }

    package func command(for name: String) -> String { "swift run workbench changes \(name)" }

    func request(_ name: String) throws -> ChangeRequest {
        try Self.request(name, root: root)
    }

    static func request(_ name: String, root: String) throws -> ChangeRequest {
        try ChangeRequest(
            name: name, root: root, patterns: ChangeRequest.patchedPatterns(root: root))
    }

    package func problems() throws -> [String] { try Self.problems(root: root) }

    /// A request that no longer reads or applies, a stored result whose suite failed or whose
    /// frames differ, and a result of a request that is gone: found without a build.
    package static func problems(root: String) throws -> [String] {
        let entries = ChangeRequest.names(root: root)
        let results = try ChangeResults.load(path: root + "/" + ChangeResults.path)
        var problems: [String] = []
        for name in entries {
            do {
                _ = try request(name, root: root).applied(root: root)
            } catch {
                problems.append("\(error)")
                continue
            }
            guard let result = results?.result(named: name),
                !result.suitePassed || !result.framesIdentical
            else { continue }
            problems.append(
                "\(name): with both patches "
                    + (result.suitePassed ? "the frames differ" : "the suite fails")
                    + " (fix the request's patches, then run `swift run workbench changes \(name)`)"
            )
        }
        for name in results?.requests.map(\.name) ?? [] where !entries.contains(name) {
            problems.append(
                "\(name): \(ChangeResults.path) has a result for a request that is gone "
                    + "(run `swift run workbench changes` to write it again)")
        }
        return problems
    }

    /// The patches that apply only by merging with edits made since their base.
    package func notes() throws -> [String] {
        try entries().compactMap { name in
            guard let request = try? request(name),
                let merging = try? PatchRefresh.refreshed(request, package: .disk(root)).keys,
                !merging.isEmpty
            else { return nil }
            return "\(name): \(merging.sorted().joined(separator: ", ")) applies only by merging "
                + "with edits made since its base; `swift run workbench changes --refresh \(name)` "
                + "writes it again"
        }
    }

    package func remeasure(_ names: [String], step: (Int, Int) -> Void) async throws
        -> [Remeasured]
    {
        let stored = try ChangeResults.load(path: root + "/" + ChangeResults.path)
        let run = try ChangeRun(build: build, patterns: ChangeRequest.patchedPatterns(root: root))
        var measured: [Remeasured] = []
        for (number, name) in names.enumerated() {
            step(number + 1, names.count)
            let fresh = try await run.measure(try request(name))
            guard let old = stored?.result(named: name) else { continue }
            measured.append(
                Remeasured(
                    name, FigureDifferences.between(stored: old, measured: fresh),
                    storedOn: old.key.toolchain))
        }
        return measured
    }
}

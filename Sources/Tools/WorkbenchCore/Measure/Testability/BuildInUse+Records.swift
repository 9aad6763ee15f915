import Foundation

/// The testability records of the build, measured first when they are missing or stale.
extension BuildInUse {
    /// Makes sure every pattern behaviour test has a record of a run newer than the sources,
    /// measuring them when allowed (`ViewCountRun`). Returns why the records cannot be used (and
    /// the command that would make them), or nil when they can; with `required`, throws that
    /// instead.
    @discardableResult
    package func ensureRecords(required: Bool) throws -> String? {
        guard var reason = recordsProblem() else { return nil }
        if mayBuild {
            try ViewCountRun(build: self).run(because: reason)
            guard let still = recordsProblem() else { return nil }
            reason = "\(still); run `\(Self.shell(measureCommand))`"
        } else {
            reason += "; run `\(Self.shell(measureCommand))`\(refusal)"
        }
        if required { throw MeasuringError.index(reason) }
        return reason
    }

    /// Why the testability records cannot be used as they are, or nil.
    package func recordsProblem() -> String? {
        let folder = build.testabilityFolder
        let behaviours = (try? BehaviourSpec.load(root: root)) ?? []
        let dates = TestabilityReport.recordPaths(in: folder, behaviours: behaviours)
            .map(Self.modification(of:))
        if dates.contains(where: { $0 == nil }) {
            return "no record of a run of every pattern behaviour test in \(folder)"
        }
        if let sources = newestSource(), dates.contains(where: { ($0 ?? .distantPast) < sources }) {
            return "the testability records in \(folder) are older than the sources"
        }
        return nil
    }
}

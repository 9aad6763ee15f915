import Foundation
import PatternCatalog
import Terminal

/// ChangeRequests/results.json as a stored result (`StoredCheck`): a request is measured in
/// every pattern, or only in those whose figures are stale or named, and its result put with the
/// stored one (`RequestResult.merging(_:)`). A pattern's figures are keyed by what every pattern
/// shares (the shared part, the files it changes, the script, the README) and its own patches
/// and files (`ChangeRequest.split(_:among:)`): a pattern added, or an edit to one, stales that
/// pattern's figures alone.
@MainActor
package struct StoredRequests {
    package let root: String
    package let run: ChangeRun

    package init(root: String, run: ChangeRun) {
        self.root = root
        self.run = run
    }

    /// The file's path.
    var path: String { root + "/" + ChangeResults.path }

    /// Measures `request` in `patterns` (nil: in those whose figures are stale or missing) and
    /// writes the result into the file; nil when nothing was stale. Measuring some patterns
    /// needs the stored figures of the others to stand on what every pattern shares as it is.
    package func measure(_ request: ChangeRequest, in patterns: [PatternDescriptor]?)
        async throws -> RequestResult?
    {
        let stored = try ChangeResults.load(path: path)?.result(named: request.name)
        let chosen = patterns ?? request.stalePatterns(of: stored, root: root)
        guard !chosen.isEmpty else { return nil }
        let every = chosen == request.patterns
        if !every { try checkPartial(request, stored: stored) }
        let fresh = try await run.measure(request, only: every ? nil : chosen)
        let result = every ? fresh : stored?.merging(fresh) ?? fresh
        try record(result)
        return result
    }

    /// A run of some patterns completes a stored result: there must be one, measured on this
    /// toolchain (a result records one), and what every pattern shares must be as it measured.
    func checkPartial(_ request: ChangeRequest, stored: RequestResult?) throws {
        let every = "(run `swift run workbench changes \(request.name)`, every pattern)"
        guard let stored else {
            throw ChangeRequestError("\(request.name): no stored result to complete \(every)")
        }
        guard stored.key.toolchain == run.toolchain else {
            throw ChangeRequestError(
                "\(request.name): its stored figures were measured on "
                    + "\(StoredCheck.short(stored.key.toolchain)), not on this toolchain \(every)")
        }
        let now = request.key(root: root, toolchain: run.toolchain)
        guard Self.shared(now) == Self.shared(stored.key) else {
            throw ChangeRequestError(
                "\(request.name): what every pattern shares changed since it was measured \(every)")
        }
    }

    /// The inputs of `key` that are every pattern's.
    static func shared(_ key: StoredKey) -> [String: String] {
        key.inputs.filter { ChangeRequest.owner(ofInput: $0.key) == nil }
    }

    /// Writes `result` into the results file, replacing the request's old result.
    package func record(_ result: RequestResult) throws {
        var requests = try ChangeResults.load(path: path)?.requests ?? []
        requests.removeAll { $0.name == result.name }
        requests.append(result)
        try (ChangeResults(requests: requests).reportJSON() + "\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
    }
}

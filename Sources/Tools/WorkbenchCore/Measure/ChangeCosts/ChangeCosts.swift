import Foundation
import PatternCatalog

/// "What a change costs": the change requests as they stand in `ChangeRequests/`, with what the
/// last `workbench changes` run measured for each (`ChangeRequests/results.json`), and the seed
/// claims those figures test. Nothing here builds or runs: a request whose result is missing or
/// stale says so, and every verdict that needs it is "not yet measured".
package struct ChangeCosts: Sendable {
    /// One request folder and what is known of it.
    package struct Entry: Sendable {
        package var name: String
        package var title: String
        package var claim: String
        /// The README's expected class per pattern (by executable name), when it could be read.
        package var expectedClasses: [String: ChangeClass]
        /// The last run's result, when it is fresh.
        package var result: RequestResult?
        /// Why there is no fresh result (never run, stale, unreadable), or nil.
        package var problem: String?

        package init(
            name: String, title: String, claim: String, expectedClasses: [String: ChangeClass],
            result: RequestResult?, problem: String?
        ) {
            self.name = name
            self.title = title
            self.claim = claim
            self.expectedClasses = expectedClasses
            self.result = result
            self.problem = problem
        }
    }

    package var patterns: [PatternDescriptor]
    package var entries: [Entry]

    package init(patterns: [PatternDescriptor], entries: [Entry]) {
        self.patterns = patterns
        self.entries = entries
    }

    /// Reads every request under `root/ChangeRequests` and the results file, and keeps each
    /// result only while its key matches the files.
    package init(root: String, patterns: [PatternDescriptor]) {
        self.patterns = patterns
        var results: ChangeResults?
        var unreadable: String?
        do {
            results = try ChangeResults.load(path: root + "/" + ChangeResults.path)
        } catch {
            unreadable = "\(error)"
        }
        entries = ChangeRequest.names(root: root).map { name in
            let request: ChangeRequest
            do {
                request = try ChangeRequest(name: name, root: root, patterns: patterns)
            } catch {
                return Entry(
                    name: name, title: name, claim: "", expectedClasses: [:], result: nil,
                    problem: "\(error)")
            }
            var entry = Entry(
                name: name, title: request.title, claim: request.claim,
                expectedClasses: request.expectedClasses, result: nil, problem: nil)
            if let unreadable {
                entry.problem = unreadable
            } else if let result = results?.result(named: name) {
                if let stale = request.staleness(of: result, root: root) {
                    entry.problem = "stale: \(stale)"
                } else {
                    entry.result = result
                }
            } else {
                entry.problem = "never measured"
            }
            return entry
        }
    }

    /// The fresh result of the request called `name`.
    package func result(_ name: String) -> RequestResult? {
        entries.first { $0.name == name }?.result
    }

    /// Whether every request has a fresh result.
    package var isComplete: Bool { !entries.isEmpty && entries.allSatisfy { $0.result != nil } }
}

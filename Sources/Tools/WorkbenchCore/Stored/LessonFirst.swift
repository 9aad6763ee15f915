import Foundation
import PatternCatalog

/// A pattern lands lesson-first (docs/adding-a-pattern.md): its folder, its descriptor and its
/// tests in one step, so that the spec, the equivalence run and the coupling rules apply to it at
/// once; its patches and its stored figures follow. Until then it is "not yet measured", which
/// is not an error:
/// - a kind with patches (change requests, faults) measures a pattern only once it has a patch
///   in one of the kind's folders, and then asks for all of them (a missing one is an error);
/// - a stored result that holds figures of other patterns and none of one is not stale for it:
///   `workbench status` and `--check` say what it owes.
/// A result that holds no figures at all is stale, as before: it was never measured.
package enum LessonFirst {
    /// The reason `StoredCheck.stale` gives a pattern with no stored figures in an entry.
    package static let neverMeasured = "never measured"

    /// Those of the catalog's patterns that have at least one of `files(pattern)` in a folder of
    /// `folder` under `root` (a change request's, a fault's), in the catalog's order.
    package static func patched(
        in folder: String, root: String, files: (PatternDescriptor) -> [String]
    ) -> [PatternDescriptor] {
        let base = root + "/" + folder
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return PatternDescriptor.all.filter { pattern in
            entries.contains { entry in
                files(pattern).contains {
                    FileManager.default.fileExists(atPath: "\(base)/\(entry)/\($0)")
                }
            }
        }
    }

    /// The patterns of `among` never measured in any of `entries` (each entry's stale patterns
    /// with their reasons), while some other pattern of `among` was measured in one: those landed
    /// lesson-first. None when every pattern is never measured, or there is no entry.
    package static func neverMeasured(
        in entries: [(name: String, stale: [(pattern: PatternDescriptor, reason: String)])],
        among patterns: [PatternDescriptor]
    ) -> [PatternDescriptor] {
        guard !entries.isEmpty else { return [] }
        let never = patterns.filter { pattern in
            entries.allSatisfy { entry in
                entry.stale.contains { $0.pattern == pattern && $0.reason == neverMeasured }
            }
        }
        return never.count < patterns.count ? never : []
    }
}

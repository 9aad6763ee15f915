import Foundation
import PatternCatalog

/// A pattern lands lesson-first (docs/adding-a-pattern.md): its folder, its descriptor and its
/// tests in one step, so that the spec, the equivalence run and the coupling rules apply to it at
/// once; its patches and its stored figures follow. Until then it is "not yet measured", which
/// is not an error:
/// - a kind with patches (change requests, faults) measures a pattern only once it has a patch
///   in one of the kind's folders, and then asks for all of them and their figures (a missing
///   one is an error, figures not measured are stale); until then `workbench status` and
///   `--check` say what it owes;
/// - the mutants, which need no patch: a stored run that holds other patterns' mutants and none
///   of one is not stale for it (`MutationKey.Staleness.notYetMeasured`). A run that holds none
///   at all is stale, as before: it was never measured.
package enum LessonFirst {
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
}

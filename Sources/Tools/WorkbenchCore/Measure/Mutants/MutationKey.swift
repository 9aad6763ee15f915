import Foundation
import PatternCatalog

/// What a mutation run's outcomes depend on, hashed input by input: what every pattern stands
/// on (the shared core, the harness the spec drives them through, the catalog file it reads,
/// the pattern catalog but for its entries, the spec and its helpers; not the files that only
/// name what code is, `descriptiveFiles`; not a shared target one pattern alone stands on), and
/// each pattern's own folder, tests, catalog entry and shared targets of its own. A pattern's mutants are stale when a shared input or one of
/// its own changed, and only then: after an edit to one pattern, `workbench mutants --pattern
/// NAME` measures that pattern's again, and a pattern added to the catalog is the only one
/// without mutants stored. The mutation code and the toolchain are not inputs: the check's
/// sample, measured again, finds a change there.
package enum MutationKey {
    /// The folders every pattern's mutants depend on. The catalog's entries
    /// (`PatternDescriptor.entriesFolder`) are left out of its folder: each is one pattern's.
    package static var sharedFolders: [String] {
        [
            SourceLayout.shared, SourceLayout.toolFolder("CatalogFile"),
            SourceLayout.toolFolder("Harness"), SourceLayout.toolFolder("PatternCatalog"),
        ] + SourceLayout.sharedTestFolders
    }

    /// The files of the shared folders that name what code is and run none of it: the role
    /// markers, and the catalog's lists of roles, families and binding styles and its coupling
    /// rules. No mutant's outcome depends on them, so a role, family or rule added for a new
    /// pattern stales no other pattern's mutants; the rules are checked by the tests instead.
    package static let descriptiveFiles = [
        SourceLayout.sharedFolder("Roles") + "/Role.swift",
        SourceLayout.toolFolder("PatternCatalog") + "/ArchitectureRole.swift",
        SourceLayout.toolFolder("PatternCatalog") + "/PatternFamily.swift",
        SourceLayout.toolFolder("PatternCatalog") + "/Rule.swift",
        SourceLayout.toolFolder("PatternCatalog") + "/Rule+MVVM.swift",
    ]

    /// The inputs only `pattern`'s mutants depend on: its sources, its own tests, its entry in
    /// the catalog (what builds its screens), and the shared targets it alone stands on.
    package static func inputs(of pattern: PatternDescriptor) -> [String] {
        [pattern.folder, "Tests/\(pattern.testTarget)", pattern.entryFile]
            + pattern.ownSharedFolders
    }

    /// Every input the outcomes depend on.
    package static var inputs: [String] {
        sharedFolders + PatternDescriptor.all.flatMap(inputs(of:))
    }

    /// The key of the sources under `root` as they are now, measured on `toolchain`.
    package static func current(root: String, toolchain: String) -> StoredKey {
        var key = StoredKey(toolchain: toolchain)
        for folder in sharedFolders {
            key.add(
                folder: folder, root: root,
                excluding: [PatternDescriptor.entriesFolder] + descriptiveFiles
                    + PatternDescriptor.ownSharedFolders)
        }
        for pattern in PatternDescriptor.all {
            key.add(folder: pattern.folder, root: root)
            key.add(folder: "Tests/\(pattern.testTarget)", root: root)
            key.add(file: pattern.entryFile, root: root)
            for folder in pattern.ownSharedFolders { key.add(folder: folder, root: root) }
        }
        return key
    }

    /// What changed between a stored run's key and the sources' key now: in the shared folders
    /// (every pattern is stale), and in each measured pattern's own (that pattern is).
    package struct Staleness: Sendable {
        /// A line per shared input that changed.
        package var shared: [String]
        /// The patterns whose own inputs changed, each with a line per input.
        package var patterns: [(pattern: PatternDescriptor, changes: [String])]
        /// The patterns with no mutant stored in a run that holds others': they landed
        /// lesson-first (`LessonFirst`), and are not stale.
        package var notYetMeasured: [PatternDescriptor] = []

        package var isFresh: Bool { shared.isEmpty && patterns.isEmpty }

        /// What to run to measure the stale ones again (or `these`), in `scope`.
        package func command(_ scope: MutationScope, for these: [PatternDescriptor]? = nil)
            -> String
        {
            let chosen = these ?? patterns.map(\.pattern)
            guard shared.isEmpty, !chosen.isEmpty else { return scope.command }
            return scope.command + " --pattern " + chosen.map(\.command).joined(separator: ",")
        }

        /// Why the stored run is stale, in a line: which inputs changed, and for whom.
        package var reason: String {
            var parts: [String] = []
            if !shared.isEmpty {
                parts.append("for every pattern: " + shared.joined(separator: "; "))
            }
            for (pattern, changes) in patterns {
                parts.append("for \(pattern.name): " + changes.joined(separator: "; "))
            }
            return parts.joined(separator: "; ")
        }
    }

    /// Why a pattern with no mutant stored is stale (one added since), or not yet measured
    /// (`LessonFirst`) when the run holds other patterns' mutants.
    package static let noneStored = "none of its mutants is stored"

    /// How the run stored under `stored`, which holds the mutants of the patterns of
    /// `measured`, stands against `current`: a pattern of the catalog it holds no mutants of is
    /// stale too (a pattern added since).
    package static func staleness(
        stored: StoredKey, current: StoredKey, measured: Set<PatternDescriptor>
    ) -> Staleness {
        let shared = current.restricted(to: Set(sharedFolders)).changes(
            since: stored.restricted(to: Set(sharedFolders)))
        let patterns = PatternDescriptor.all.compactMap {
            pattern -> (PatternDescriptor, [String])? in
            guard measured.contains(pattern) else { return (pattern, [noneStored]) }
            let own = Set(inputs(of: pattern))
            let changes = current.restricted(to: own).changes(since: stored.restricted(to: own))
            return changes.isEmpty ? nil : (pattern, changes)
        }
        // With no mutant stored at all, every pattern is stale; else one without any is owed.
        let owed = measured.isEmpty ? [] : PatternDescriptor.all.filter { !measured.contains($0) }
        return Staleness(
            shared: shared, patterns: patterns.filter { !owed.contains($0.0) },
            notYetMeasured: owed)
    }
}

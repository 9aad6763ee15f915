import Foundation
import PatternCatalog

/// What a mutation run's outcomes depend on, hashed folder by folder: what every pattern
/// stands on (the shared core, the harness the spec drives them through, the catalog file it
/// reads, the spec and its helpers), and each pattern's own folder and tests. A pattern's
/// mutants are stale when a shared folder or one of its own changed, and only then: after an
/// edit to one pattern, `workbench mutants --pattern NAME` measures that pattern's again. The
/// mutation code and the toolchain are not inputs: the check's sample, measured again, finds a
/// change there.
public enum MutationKey {
    /// The folders every pattern's mutants depend on.
    public static var sharedFolders: [String] {
        [
            SourceLayout.shared, SourceLayout.toolFolder("CatalogFile"),
            SourceLayout.toolFolder("Harness"), SourceLayout.toolFolder("PatternCatalog"),
            "Tests/SpecTests", "Tests/BehaviourTesting",
        ]
    }

    /// The folders only `pattern`'s mutants depend on: its sources and its own tests.
    public static func folders(of pattern: PatternDescriptor) -> [String] {
        [pattern.folder, "Tests/\(pattern.module)Tests"]
    }

    /// Every folder the outcomes depend on.
    public static var folders: [String] {
        sharedFolders + PatternDescriptor.all.flatMap(folders(of:))
    }

    /// The key of the sources under `root` as they are now, measured on `toolchain`.
    public static func current(root: String, toolchain: String) -> StoredKey {
        var key = StoredKey(toolchain: toolchain)
        for folder in folders { key.add(folder: folder, root: root) }
        return key
    }

    /// What changed between a stored run's key and the sources' key now: in the shared folders
    /// (every pattern is stale), and in each measured pattern's own (that pattern is).
    public struct Staleness: Sendable {
        /// A line per shared input that changed.
        public var shared: [String]
        /// The patterns whose own inputs changed, each with a line per input.
        public var patterns: [(pattern: PatternDescriptor, changes: [String])]

        public var isFresh: Bool { shared.isEmpty && patterns.isEmpty }

        /// What to run to measure the stale ones again, in `scope`.
        public func command(_ scope: MutationScope) -> String {
            guard shared.isEmpty, !patterns.isEmpty else { return scope.command }
            return scope.command + " --pattern "
                + patterns.map(\.pattern.command).joined(separator: ",")
        }

        /// Why the stored run is stale, in a line: which inputs changed, and for whom.
        public var reason: String {
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

    /// How the run stored under `stored`, which holds the mutants of the patterns of
    /// `measured`, stands against `current`: a pattern of the catalog it holds no mutants of is
    /// stale too (a pattern added since).
    public static func staleness(
        stored: StoredKey, current: StoredKey, measured: Set<PatternDescriptor>
    ) -> Staleness {
        let shared = current.restricted(to: Set(sharedFolders)).changes(
            since: stored.restricted(to: Set(sharedFolders)))
        let patterns = PatternDescriptor.all.compactMap {
            pattern -> (PatternDescriptor, [String])? in
            guard measured.contains(pattern) else {
                return (pattern, ["none of its mutants is stored"])
            }
            let own = Set(folders(of: pattern))
            let changes = current.restricted(to: own).changes(since: stored.restricted(to: own))
            return changes.isEmpty ? nil : (pattern, changes)
        }
        return Staleness(shared: shared, patterns: patterns)
    }
}

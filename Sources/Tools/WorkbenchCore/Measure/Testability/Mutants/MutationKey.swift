import Foundation
import PatternCatalog

/// What a mutation run's outcomes depend on, hashed folder by folder: the patterns, what they
/// stand on, their tests and the spec, and the harness the spec drives them through (with the
/// catalog file it reads). When a hash
/// differs, the stored outcomes are stale, and the check names the folder. The mutation code and
/// the toolchain are not inputs: the check's sample, measured again, finds a change there.
public enum MutationKey {
    /// The folders whose Swift files the outcomes depend on.
    public static var folders: [String] {
        [
            SourceLayout.patterns, SourceLayout.shared, SourceLayout.toolFolder("CatalogFile"),
            SourceLayout.toolFolder("Harness"), SourceLayout.toolFolder("PatternCatalog"),
            "Tests/SpecTests", "Tests/BehaviourTesting",
        ] + PatternDescriptor.all.map { "Tests/\($0.module)Tests" }
    }

    /// The key of the sources under `root` as they are now, measured on `toolchain`.
    public static func current(root: String, toolchain: String) -> StoredKey {
        var key = StoredKey(toolchain: toolchain)
        for folder in folders { key.add(folder: folder, root: root) }
        return key
    }
}

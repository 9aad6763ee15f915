import Builds
import Foundation
import PatternCatalog

/// What a mutation run's outcomes depend on, hashed folder by folder: the patterns, what they
/// stand on, their tests and the spec, the harness the spec drives them through, the mutation
/// code itself, and the toolchain. When a hash differs, the stored outcomes are stale, and the
/// check names the folder.
public enum MutationKey {
    /// The folders whose Swift files the outcomes depend on.
    public static var folders: [String] {
        [
            SourceLayout.patterns, SourceLayout.shared, SourceLayout.toolFolder("Harness"),
            SourceLayout.toolFolder("PatternCatalog"), "Tests/SpecTests", "Tests/BehaviourTesting",
            SourceLayout.toolFolder("Testability") + "/Mutants",
        ] + PatternDescriptor.all.map { "Tests/\($0.module)Tests" }
    }

    /// The key under which the toolchain's version is hashed.
    public static let toolchainKey = "(the toolchain)"

    /// The key of the sources under `root` as they are now, and of `toolchain`.
    public static func current(root: String, toolchain: String) -> [String: String] {
        var key: [String: String] = [toolchainKey: SHA256.hex(toolchain)]
        for folder in folders {
            key[folder] = hash(folder: root + "/" + folder)
        }
        return key
    }

    /// The SHA-256 of the folder's Swift files: each one's path and contents, in path order.
    static func hash(folder: String) -> String {
        let files =
            (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        var input = Data()
        for file in files {
            input.append(Data(file.utf8))
            input.append(FileManager.default.contents(atPath: folder + "/" + file) ?? Data())
        }
        return SHA256.hex(input)
    }

    /// What differs between a stored key and the current one, for people: the folders whose
    /// sources changed since the run.
    public static func differences(stored: [String: String], current: [String: String])
        -> [String]
    {
        Set(stored.keys).union(current.keys).sorted().filter { stored[$0] != current[$0] }
    }
}

import Foundation
import PatternCatalog

/// One folder of `Faults/`: a behaviour broken the same way in every pattern, in the role that
/// holds that logic there: a patch per pattern (`<command>.patch`, only under the pattern's
/// folder) and a README that names the behaviour (`Tests/behaviours.json`) it breaks.
///
/// The faults are the hand-picked half of testability by outcome; the operator mutants
/// (`MutationRun`) are the standard half.
package struct Fault: Sendable {
    /// The folder of faults, relative to the package root.
    package static let folder = "Faults"

    /// Its folder's name (`selection-outlives-removal`).
    package let name: String
    /// Its README's first heading.
    package let title: String
    /// The behaviour it breaks, as `Tests/behaviours.json` names it.
    package let behaviour: String
    /// The README's text, and each pattern's patch text and patch, by the pattern's command.
    package let readme: String
    package let patchTexts: [String: String]
    package let patches: [String: UnifiedDiff]
    /// The patterns it is planted in: those with a fault patch (`patchedPatterns(root:)`).
    package let patterns: [PatternDescriptor]
    /// The commit the patches were written on (the folder's `base` file), for a three-way merge
    /// when a patched file was edited since; nil without one.
    package let base: PatchBase?

    /// The names of the fault folders under `root/Faults`, sorted.
    package static func names(root: String) -> [String] {
        let folder = root + "/" + Self.folder
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.filter { entry in
            var isFolder: ObjCBool = false
            return !entry.hasPrefix(".")
                && FileManager.default.fileExists(
                    atPath: folder + "/" + entry, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        .sorted()
    }

    /// The patterns the faults are planted in: those with a patch in some fault's folder under
    /// `root`. One with none landed lesson-first and owes them all (`LessonFirst`); one with
    /// some needs all of them.
    package static func patchedPatterns(root: String) -> [PatternDescriptor] {
        LessonFirst.patched(in: folder, root: root) { [$0.command + ".patch"] }
    }

    /// Reads the fault in `root/Faults/name`: its README and a patch for each of `patterns`
    /// (nil: `patchedPatterns(root:)`), each keeping to its pattern's folder.
    package init(name: String, root: String, patterns: [PatternDescriptor]? = nil)
        throws(ChangeRequestError)
    {
        let patterns = patterns ?? Self.patchedPatterns(root: root)
        self.patterns = patterns
        let folder = "\(root)/\(Self.folder)/\(name)"
        func read(_ file: String) throws(ChangeRequestError) -> String {
            guard let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            else { throw ChangeRequestError("\(name): \(file) is missing") }
            return text
        }
        readme = try read("README.md")
        self.name = name
        title =
            readme.split(separator: "\n").first { $0.hasPrefix("# ") }.map {
                String($0.dropFirst(2))
            } ?? name
        guard let behaviour = Self.behaviour(in: readme) else {
            throw ChangeRequestError(
                "\(name): README.md has no '**Behaviour.** `name`' paragraph naming the "
                    + "behaviour it breaks (Tests/behaviours.json)")
        }
        self.behaviour = behaviour
        var texts: [String: String] = [:]
        var patches: [String: UnifiedDiff] = [:]
        for pattern in patterns {
            let file = pattern.command + ".patch"
            let text = try read(file)
            let patch = try UnifiedDiff(parsing: text, name: "\(name)/\(file)")
            if let outside = patch.paths.first(where: { !$0.hasPrefix(pattern.folder + "/") }) {
                throw ChangeRequestError(
                    "\(name)/\(file) changes \(outside), but it may only change \(pattern.folder)/")
            }
            if patch.files.isEmpty {
                throw ChangeRequestError("\(name)/\(file) changes nothing: a fault breaks code")
            }
            texts[pattern.command] = text
            patches[pattern.command] = patch
        }
        patchTexts = texts
        self.patches = patches
        base = PatchBase(folder: folder)
    }

    /// The behaviour a README's `**Behaviour.**` paragraph names: its first `code` span.
    static func behaviour(in readme: String) -> String? {
        guard let start = readme.range(of: "**Behaviour.**") else { return nil }
        let rest = readme[start.upperBound...]
        guard let open = rest.firstIndex(of: "`") else { return nil }
        let name = rest[rest.index(after: open)...].prefix { $0 != "`" }
        return name.isEmpty ? nil : String(name)
    }

    /// The patches of `patterns` (all it has unless told) applied to the files under `root`, in
    /// memory: the files' new texts. A patch whose lines were edited since its base commit is
    /// merged with the edits, as a change request's is (`PatchBase`).
    package func applied(root: String, patterns: [PatternDescriptor]? = nil)
        throws(ChangeRequestError) -> [String: String?]
    {
        try applied(to: .disk(root), patterns: patterns)
    }

    /// The patches of `patterns` (all it has unless told) applied to the files as `package` has
    /// them.
    package func applied(to package: PackageFiles, patterns: [PatternDescriptor]? = nil)
        throws(ChangeRequestError) -> [String: String?]
    {
        var result: [String: String?] = [:]
        for pattern in patterns ?? self.patterns {
            for file in patches[pattern.command]?.files ?? [] {
                let old = package.text(file.path)
                result[file.path] = try file.apply(
                    to: old, patch: "\(name)/\(pattern.command).patch", base: base)
            }
        }
        return result
    }

    /// The key `pattern`'s outcome of this fault must carry to be fresh: the hashes of the
    /// README, of the pattern's patch and the files it changes as they stand in `root`, and of
    /// the tests that decide the outcome (`testFolders(of:)`); `toolchain` is recorded. Nothing
    /// of another pattern is in it: an edit to one pattern stales that pattern's outcomes alone,
    /// and a pattern added is measured alone.
    package func key(of pattern: PatternDescriptor, root: String, toolchain: String) -> StoredKey {
        var key = StoredKey(toolchain: toolchain)
        key.add("README.md", text: readme)
        key.add(pattern.productionPatch, text: patchTexts[pattern.command] ?? "")
        for path in patches[pattern.command]?.paths ?? [] { key.add(file: path, root: root) }
        // Byte for byte: the catching tests' lines are counted with their comments
        // (`FaultRun.testLines`), so a comment in a test moves a stored figure.
        for folder in Self.testFolders(of: pattern) {
            key.add(folder: folder, root: root, byteForByte: true)
        }
        return key
    }

    /// The tests `pattern`'s outcome comes from: its own, and the spec (with its helpers) that
    /// must catch every fault. An edit to a test can change what is caught.
    package static func testFolders(of pattern: PatternDescriptor) -> [String] {
        ["Tests/\(pattern.testTarget)"] + SourceLayout.sharedTestFolders
    }
}

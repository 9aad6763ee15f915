import Foundation
import PatternCatalog

extension PatternDescriptor {
    /// Where the pattern's production code lives, as a folder prefix: `Sources/Patterns/MVP/`.
    package var sourceFolder: String { "\(SourceLayout.patterns)/\(module)/" }
    /// Where the pattern's own tests live: `Tests/MVPTests/`.
    package var testFolder: String { "Tests/\(testTarget)/" }
    /// The file name of a change request's production patch for the pattern: `mvp.patch`.
    package var productionPatch: String { "\(command).patch" }
    /// The file name of its test-repair patch: `mvp-tests.patch`.
    package var repairPatch: String { "\(command)-tests.patch" }
}

/// One folder of `ChangeRequests/`: a change a user asks for, made once in the shared part and
/// once in every pattern, with a script whose frames must come out the same in all of them.
///
/// ```
/// ChangeRequests/phone-field/
///   README.md             the request as a user writes it, the seed claim, the expected class
///   shared.patch          the shared part: model, toolkit, harness, spec (may be empty)
///   mvc.patch             MVC's production change (Sources/Patterns/MVC only)
///   mvc-tests.patch       MVC's test repair (Tests/MVCTests only)
///   …                     the same for mvc-variant, mvp, mvvm, mvvm-kvo and mvvm-delegate
///   script.txt            commands for the runner; the frames must be identical in all
///   base                  the commit the patches were written on (`PatchBase`)
/// ```
///
/// Every patch applies to the sources as they are (merged with the edits made since its base
/// commit where an edit touched its lines), on its own: each file belongs to exactly one patch
/// (the shared part may not touch a pattern's folders, a pattern's patches only its own).
/// An exercise (`Exercise`) is a request too, made in the patterns its folder has patches for.
package struct ChangeRequest: Sendable {
    /// The folder's name: the request's name on the command line.
    package var name: String
    /// The folder the README and the script are in.
    package var folder: String
    /// The commit its patches were written on, when its patch folder names one (`PatchBase`).
    package var base: PatchBase?
    /// The patterns the request is made in, in the workbench's order.
    package var patterns: [PatternDescriptor]
    /// The README's first heading.
    package var title: String
    /// The README's `**Seed claim.**` paragraph.
    package var claim: String
    /// The README's `**Expected class.**`, per pattern (by its executable's name).
    package var expectedClasses: [String: ChangeClass]
    /// Each patch's text, by file name.
    package var patchTexts: [String: String]
    /// Each patch, parsed, by file name.
    package var patches: [String: UnifiedDiff]
    /// The script's text.
    package var script: String
    /// The README's text: the request as the user wrote it, its claim and expected classes.
    package var readme: String

    /// The folder every request lives in, relative to the package root.
    package static let folder = "ChangeRequests"
    /// The shared part's file name.
    package static let sharedPatch = "shared.patch"
    /// The script's file name.
    package static let scriptFile = "script.txt"
    /// The README's file name.
    package static let readmeFile = "README.md"

    /// The names of the request folders under `root/ChangeRequests`, sorted.
    package static func names(root: String) -> [String] {
        subfolders(of: root + "/" + Self.folder)
    }

    /// The names of the folders in `folder` (hidden ones left out), sorted.
    package static func subfolders(of folder: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.filter { entry in
            !entry.hasPrefix(".") && isFolder(folder + "/" + entry)
        }
        .sorted()
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            && isFolder.boolValue
    }

    /// Reads the request in `root/ChangeRequests/name`, made in every pattern of `patterns`,
    /// checking that every file is there and every patch keeps to its own folders.
    package init(name: String, root: String, patterns: [PatternDescriptor])
        throws(ChangeRequestError)
    {
        let folder = "\(root)/\(Self.folder)/\(name)"
        guard Self.isFolder(folder) else {
            let known = Self.names(root: root)
            throw ChangeRequestError(
                "\(name): no such change request (known: "
                    + (known.isEmpty ? "none" : known.joined(separator: ", ")) + ")")
        }
        try self.init(name: name, folder: folder, patchFolder: folder, patterns: patterns)
    }

    /// Reads a request whose README and script are in `folder` and whose patches are in
    /// `patchFolder`, made in every pattern of `patterns` (each must have its two patches) or,
    /// with `present`, in those of them the patch folder has patches for.
    package init(
        name: String, folder: String, patchFolder: String, patterns: [PatternDescriptor],
        present: Bool = false
    ) throws(ChangeRequestError) {
        func read(_ file: String, in place: String = folder) throws(ChangeRequestError) -> String {
            guard let text = Self.text(ofFile: place + "/" + file) else {
                let shown =
                    place == folder ? file : "\((place as NSString).lastPathComponent)/\(file)"
                throw ChangeRequestError("\(name): \(shown) is missing")
            }
            return text
        }
        let readme = try read(Self.readmeFile)
        let script = try read(Self.scriptFile)
        let chosen = present ? Self.patterns(withPatchesIn: patchFolder, among: patterns) : patterns
        var texts: [String: String] = [:]
        if FileManager.default.fileExists(atPath: patchFolder + "/" + Self.sharedPatch) {
            texts[Self.sharedPatch] = try read(Self.sharedPatch, in: patchFolder)
        }
        for pattern in chosen {
            for file in [pattern.productionPatch, pattern.repairPatch] {
                texts[file] = try read(file, in: patchFolder)
            }
        }
        try self.init(
            name: name, folder: folder, readme: readme, script: script, patchTexts: texts,
            patterns: chosen)
        base = PatchBase(folder: patchFolder)
    }

    /// The patterns a request is measured in: those with a patch in some request's folder under
    /// `root`. One with none landed lesson-first and owes them all (`LessonFirst`); one with some
    /// needs all of them.
    package static func patchedPatterns(root: String) -> [PatternDescriptor] {
        LessonFirst.patched(in: folder, root: root) { [$0.productionPatch, $0.repairPatch] }
    }

    /// Those of `patterns` that `folder` has a patch for (production or test), in their order.
    package static func patterns(withPatchesIn folder: String, among patterns: [PatternDescriptor])
        -> [PatternDescriptor]
    {
        patterns.filter { pattern in
            [pattern.productionPatch, pattern.repairPatch].contains {
                FileManager.default.fileExists(atPath: folder + "/" + $0)
            }
        }
    }

    /// A request from its texts: the README, the script and the patches by file name (the
    /// shared part may be left out; every pattern of `patterns` needs its two). The README must
    /// state the seed claim and the expected class of every pattern; every patch must read and
    /// keep to its own folders.
    package init(
        name: String, folder: String, readme: String, script: String,
        patchTexts: [String: String], patterns: [PatternDescriptor]
    ) throws(ChangeRequestError) {
        self.name = name
        self.folder = folder
        self.patterns = patterns
        self.readme = readme
        self.script = script
        self.title = Self.title(in: readme) ?? name
        guard let claim = Self.paragraph("Seed claim.", in: readme) else {
            throw ChangeRequestError("\(name): README.md has no '**Seed claim.**' paragraph")
        }
        self.claim = claim
        guard let expected = Self.paragraph("Expected class.", in: readme) else {
            throw ChangeRequestError("\(name): README.md has no '**Expected class.**' paragraph")
        }
        self.expectedClasses = try Self.expectedClasses(
            in: expected, patterns: patterns, request: name)
        var texts = [Self.sharedPatch: patchTexts[Self.sharedPatch] ?? ""]
        var patches: [String: UnifiedDiff] = [:]
        for file in [Self.sharedPatch] + patterns.flatMap({ [$0.productionPatch, $0.repairPatch] })
        {
            guard let text = texts[file] ?? patchTexts[file] else {
                throw ChangeRequestError("\(name): \(file) is missing")
            }
            texts[file] = text
            patches[file] = try UnifiedDiff(parsing: text, name: "\(name)/\(file)")
        }
        self.patchTexts = texts
        self.patches = patches
        try checkFolders(patterns: PatternDescriptor.all)
    }

    /// Each patch keeps to its own folders, and no file is changed by two patches.
    private func checkFolders(patterns: [PatternDescriptor]) throws(ChangeRequestError) {
        var owner: [String: String] = [:]
        for (file, patch) in patches.sorted(by: { $0.key < $1.key }) {
            let pattern = patterns.first { $0.productionPatch == file || $0.repairPatch == file }
            for path in patch.paths {
                let problem: String?
                if path.hasPrefix("/") || path.split(separator: "/").contains("..") {
                    problem = "may only change files inside the package"
                } else if path.hasPrefix(Self.folder + "/") {
                    problem = "may not change the change requests themselves"
                } else if let pattern, file == pattern.productionPatch {
                    problem =
                        path.hasPrefix(pattern.sourceFolder)
                        ? nil : "may only change \(pattern.sourceFolder)"
                } else if let pattern {
                    problem =
                        path.hasPrefix(pattern.testFolder)
                        ? nil : "may only change \(pattern.testFolder)"
                } else if let other = patterns.first(where: {
                    path.hasPrefix($0.sourceFolder) || path.hasPrefix($0.testFolder)
                }) {
                    problem = "is the shared part: it may not change \(other.name)'s folders"
                } else {
                    problem = nil
                }
                if let problem {
                    throw ChangeRequestError("\(name): \(file) changes \(path), but it \(problem)")
                }
                if let first = owner.updateValue(file, forKey: path) {
                    throw ChangeRequestError(
                        "\(name): \(path) is changed by both \(first) and \(file)")
                }
            }
        }
    }

    /// The files the patches change, sorted.
    package var changedPaths: [String] {
        Set(patches.values.flatMap(\.paths)).sorted()
    }

    /// The key a result of this request must carry to be fresh: the hashes of the patches, the
    /// script and the README, and of the files the patches change as they stand in `root` now
    /// (a file a patch creates is keyed as absent). `toolchain` (what `swift --version` prints)
    /// is recorded, not compared.
    package func key(root: String, toolchain: String) -> StoredKey {
        key(files: .disk(root), toolchain: toolchain)
    }

    /// The key, with the files the patches change as `files` has them.
    package func key(files: PackageFiles, toolchain: String) -> StoredKey {
        var key = StoredKey(toolchain: toolchain)
        for path in changedPaths {
            key.inputs[path] = StoredKey.hash(path, files.contents(path))
        }
        for (file, text) in patchTexts { key.add(file, text: text) }
        key.add(Self.scriptFile, text: script)
        key.add(Self.readmeFile, text: Self.apartFromExpectedClasses(readme))
        for pattern in patterns {
            key.add(
                Self.expectedClassInput(pattern),
                text: expectedClasses[pattern.command]?.rawValue ?? "")
        }
        return key
    }

    /// The name under which the key holds the class the README expects of `pattern`: that
    /// pattern's input, so a pattern added to the README's `**Expected class.**` paragraph
    /// stales no other pattern's figures.
    static func expectedClassInput(_ pattern: PatternDescriptor) -> String {
        "\(pattern.command): expected class"
    }

    /// The README as the key holds it for every pattern: without its `**Expected class.**`
    /// paragraph, whose classes are each pattern's own input and whose prose moves no figure.
    static func apartFromExpectedClasses(_ readme: String) -> String {
        readme.components(separatedBy: "\n\n").filter { !$0.hasPrefix("**Expected class.**") }
            .joined(separator: "\n\n")
    }

    /// Every patch applied to the files in `root`, in memory: the files' new texts (nil for a
    /// deleted file), by path. Throws, naming the request, the patch and the file, when a patch
    /// no longer applies.
    package func applied(root: String, only files: Set<String>? = nil) throws(ChangeRequestError)
        -> [String: String?]
    {
        try applied(to: .disk(root), only: files)
    }

    /// Every patch (or those named in `only`) applied to the files as `package` has them.
    package func applied(to package: PackageFiles, only files: Set<String>? = nil)
        throws(ChangeRequestError) -> [String: String?]
    {
        var result: [String: String?] = [:]
        for (file, patch) in patches.sorted(by: { $0.key < $1.key })
        where files?.contains(file) ?? true {
            for filePatch in patch.files {
                let old = package.text(filePatch.path)
                result[filePatch.path] = try filePatch.apply(
                    to: old, patch: "\(name)/\(file)", base: base)
            }
        }
        return result
    }

    /// Why `result` does not describe this request as its files stand in `root`, or nil when it
    /// does: the first input whose hash differs.
    package func staleness(of result: RequestResult, root: String) -> String? {
        staleness(of: result, files: .disk(root))
    }

    /// `staleness(of:root:)` with the files as `files` has them.
    package func staleness(of result: RequestResult, files: PackageFiles) -> String? {
        key(files: files, toolchain: result.key.toolchain).changes(since: result.key).first
    }

    /// The pattern whose alone an input of the key is: its two patches, the class the README
    /// expects of it, and the files under its folders. Nil for the shared part, the files it
    /// changes, the script and the rest of the README, which are every pattern's.
    package static func owner(ofInput name: String) -> PatternDescriptor? {
        PatternDescriptor.all.first { pattern in
            name == pattern.productionPatch || name == pattern.repairPatch
                || name == expectedClassInput(pattern)
                || name.hasPrefix(pattern.sourceFolder) || name.hasPrefix(pattern.testFolder)
        }
    }

    /// `key`, pattern by pattern: for each of `patterns`, the inputs that are every pattern's
    /// and its own (`owner(ofInput:)`). A pattern's figures are stale when its part changed.
    package static func split(_ key: StoredKey, among patterns: [PatternDescriptor])
        -> PerPattern<StoredKey>
    {
        PerPattern(patterns) { pattern in
            var own = key
            own.inputs = key.inputs.filter { name, _ in
                owner(ofInput: name).map { $0 == pattern } ?? true
            }
            return own
        }
    }

    /// The patterns whose figures in `result` are missing, or stale against the files in
    /// `root`, in the request's order.
    package func stalePatterns(of result: RequestResult?, root: String) -> [PatternDescriptor] {
        guard let result else { return patterns }
        return StoredCheck.stale(
            stored: Self.split(result.key, among: result.measuredPatterns),
            current: Self.split(key(root: root, toolchain: result.key.toolchain), among: patterns)
        ).map(\.pattern)
    }

    /// The text of the file at `path`, or nil when there is none. An empty file is read without
    /// opening it: Foundation's file reading leaks its buffer for an empty file on Linux, which
    /// LeakSanitizer reports (`scripts/sanitize` runs the workbench).
    static func text(ofFile path: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
            !isFolder.boolValue
        else { return nil }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size == 0 { return "" }
        return try? String(contentsOfFile: path, encoding: .utf8)
    }

    // MARK: - The README

    /// The classes an `**Expected class.**` paragraph names: one class for every pattern
    /// (`non-local: …`), or one per pattern before the first full stop
    /// (`MVC local; MVC variant local; MVP architectural; MVVM architectural. …`).
    static func expectedClasses(
        in text: String, patterns: [PatternDescriptor], request: String
    ) throws(ChangeRequestError) -> [String: ChangeClass] {
        let classes = ChangeClass.allCases.sorted { $0.rawValue.count > $1.rawValue.count }
        func leading(_ text: Substring) -> ChangeClass? {
            let lowered = text.lowercased()
            return classes.first { lowered.hasPrefix($0.rawValue) }
        }
        let wrong = ChangeRequestError(
            "\(request): README.md's '**Expected class.**' must start with none, local, non-local "
                + "or architectural, or name each pattern's ('MVC local; MVP architectural; …')")
        if let every = leading(Substring(text)) {
            return Dictionary(uniqueKeysWithValues: patterns.map { ($0.command, every) })
        }
        let list = text.prefix { $0 != "." }
        var result: [String: ChangeClass] = [:]
        // A README may name a pattern whose patches are still to come (`LessonFirst`).
        let byLength = PatternDescriptor.all.sorted { $0.name.count > $1.name.count }
        for part in list.split(separator: ";") {
            let part = part.drop { $0 == " " }
            guard let pattern = byLength.first(where: { part.hasPrefix($0.name + " ") }),
                let found = leading(part.dropFirst(pattern.name.count + 1))
            else { throw wrong }
            result[pattern.command] = found
        }
        result = result.filter { command, _ in patterns.contains { $0.command == command } }
        guard result.count == patterns.count else { throw wrong }
        return result
    }

    /// The text of the first `# ` heading.
    static func title(in readme: String) -> String? {
        readme.split(separator: "\n").first { $0.hasPrefix("# ") }
            .map { String($0.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
    }

    /// The paragraph that starts with `**label**`, without the label, joined into one line.
    static func paragraph(_ label: String, in readme: String) -> String? {
        let paragraphs = readme.components(separatedBy: "\n\n")
        guard let found = paragraphs.first(where: { $0.hasPrefix("**\(label)**") }) else {
            return nil
        }
        return found.dropFirst(label.count + 4)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }
}

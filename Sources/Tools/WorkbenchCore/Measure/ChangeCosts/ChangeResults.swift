import Foundation
import PatternCatalog

/// `ChangeRequests/results.json`: what `workbench changes` measured when it made each change
/// request in every pattern, built it and ran its tests. The workbench writes it; Comparison.md's
/// "What a change costs" and the claims read it. Every figure in it was measured by the run that
/// wrote it: none is entered by hand.
///
/// Each request's result is keyed by the hashes of its patches and of the files they change
/// (a `StoredKey`): when a patch or one of those files changes, the result is stale, and
/// `workbench changes --check` says so, naming the request.
package struct ChangeResults: Codable, Sendable, Equatable {
    /// The version of this file's format; a reader refuses any other.
    package var format: Int
    /// One result per request, sorted by the request's folder name.
    package var requests: [RequestResult]

    /// The format this code reads and writes.
    package static let currentFormat = 2

    /// Where the file lives, relative to the package root.
    package static let path = "ChangeRequests/results.json"

    package init(requests: [RequestResult]) {
        self.format = Self.currentFormat
        self.requests = requests.sorted { $0.name < $1.name }
    }

    /// The result of the request in folder `name`, if the file has one.
    package func result(named name: String) -> RequestResult? {
        requests.first { $0.name == name }
    }

    /// Reads the file at `path`; nil when there is none. A file that cannot be read as this
    /// format is an error, not an empty result.
    package static func load(path: String) throws -> ChangeResults? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let results: ChangeResults
        do {
            results = try JSONDecoder().decode(ChangeResults.self, from: data)
        } catch {
            throw ChangeRequestError("\(path): not a results file of this workbench (\(error))")
        }
        guard results.format == currentFormat else {
            throw ChangeRequestError(
                "\(path): format \(results.format), but this workbench reads format "
                    + "\(currentFormat) (run `swift run workbench changes` to write it again)")
        }
        return results
    }
}

/// What one change request cost, measured in every pattern.
package struct RequestResult: Codable, Sendable, Equatable {
    /// The request's folder under `ChangeRequests/`, e.g. `phone-field`.
    package var name: String
    /// The request's title: the first heading of its README.
    package var title: String
    /// The seed claim the request tests, as its README states it.
    package var claim: String
    /// What this result is keyed by: a result whose key differs from the files' is stale.
    package var key: StoredKey
    /// The shared part (model, toolkit, harness, spec), made once for every pattern.
    package var shared: PatchSize
    /// One entry per pattern, in the workbench's pattern order.
    package var patterns: [PatternChange]
    /// Whether the whole suite (`swift test`) passed with every patch of the request applied.
    package var suitePassed: Bool
    /// Whether the request's script printed byte-identical frames in every executable with
    /// every patch applied.
    package var framesIdentical: Bool
    /// How many commands the script ran (blank lines and comments not counted).
    package var scriptCommands: Int
    /// The tests that failed with every patch applied (none when the suite passed); nil in
    /// results stored before they were kept.
    package var failingTests: [String]?
    /// Where the script's frames first differ between two patterns, when they do.
    package var frameDifference: FrameDifference?

    package init(
        name: String, title: String, claim: String, key: StoredKey, shared: PatchSize,
        patterns: [PatternChange], suitePassed: Bool, framesIdentical: Bool,
        scriptCommands: Int, failingTests: [String]? = nil,
        frameDifference: FrameDifference? = nil
    ) {
        self.failingTests = failingTests
        self.frameDifference = frameDifference
        self.name = name
        self.title = title
        self.claim = claim
        self.key = key
        self.shared = shared
        self.patterns = patterns
        self.suitePassed = suitePassed
        self.framesIdentical = framesIdentical
        self.scriptCommands = scriptCommands
    }

    /// The entry of the pattern whose executable is called `pattern` (`mvc-variant`).
    package func change(in pattern: String) -> PatternChange? {
        patterns.first { $0.pattern == pattern }
    }

    /// The patterns it holds figures of, in the catalog's order.
    package var measuredPatterns: [PatternDescriptor] {
        PatternDescriptor.all.filter { change(in: $0.command) != nil }
    }

    /// This result with `partial`'s patterns measured again (`ChangeRun.measure(_:only:)`):
    /// their figures and their own inputs' hashes (`ChangeRequest.owner(ofInput:)`) are
    /// `partial`'s, every other pattern's are kept. The frames are `partial`'s, which ran the
    /// script in every executable. The suite passes when both runs passed: a run of some
    /// patterns cannot clear a failure of the whole suite, which only a run of every pattern
    /// does.
    package func merging(_ partial: RequestResult) -> RequestResult {
        let again = Set(partial.measuredPatterns)
        var merged = partial
        for name in Set(key.inputs.keys).union(partial.key.inputs.keys) {
            guard let owner = ChangeRequest.owner(ofInput: name), !again.contains(owner) else {
                continue
            }
            merged.key.inputs[name] = key.inputs[name]
        }
        merged.patterns = PatternDescriptor.all.compactMap { pattern in
            partial.change(in: pattern.command) ?? change(in: pattern.command)
        }
        let targets = again.map { $0.testTarget + "." }
        let kept = (failingTests ?? []).filter { test in
            !targets.contains { test.hasPrefix($0) }
        }
        merged.failingTests = Array(Set(kept + (partial.failingTests ?? []))).sorted()
        merged.suitePassed = suitePassed && partial.suitePassed
        return merged
    }
}

/// The size of one patch: the files it changes and their lines.
package struct PatchSize: Codable, Sendable, Equatable {
    /// Each file it changes, creates or deletes, sorted by path.
    package var files: [FileLines]

    package init(files: [FileLines]) {
        self.files = files.sorted { $0.path < $1.path }
    }

    /// No files, no lines.
    package static let empty = PatchSize(files: [])

    /// Lines it adds (`+` lines).
    package var added: Int { files.reduce(0) { $0 + $1.added } }
    /// Lines it removes (`-` lines); a changed line counts once here and once in `added`.
    package var removed: Int { files.reduce(0) { $0 + $1.removed } }
    /// Lines added and removed together.
    package var changed: Int { added + removed }

    /// The part of the patch in files under `folder` (`Sources/Shared/Model/`).
    package func under(_ folder: String) -> PatchSize {
        PatchSize(files: files.filter { $0.path.hasPrefix(folder) })
    }
}

/// One file of a patch.
package struct FileLines: Codable, Sendable, Equatable {
    /// The file's path, relative to the package root.
    package var path: String
    /// Lines the patch adds to it.
    package var added: Int
    /// Lines the patch removes from it.
    package var removed: Int

    package init(path: String, added: Int, removed: Int) {
        self.path = path
        self.added = added
        self.removed = removed
    }
}

/// One request in one pattern.
package struct PatternChange: Codable, Sendable, Equatable {
    /// The pattern's executable name: `mvc`, `mvc-variant`, `mvp` or `mvvm`.
    package var pattern: String
    /// The production patch: files and lines under the pattern's own `Sources/<Pattern>`.
    package var production: PatchSize
    /// The pattern's own types whose lines the production patch adds, changes or removes: from
    /// the compiler's index of the patched build (added lines) and of the unpatched build
    /// (removed lines), sorted by name.
    package var types: [TouchedType]
    /// The declarations between roles that the production patch adds, removes or changes
    /// (`MVP.ProfileView.set(salutation:name:birthdate:email:)`): a protocol or a protocol's
    /// requirement of the pattern, or a member one role declares and a type of another role
    /// uses. Any one makes the change architectural.
    package var interfaces: [String]
    /// The ALMA class the request's README expects in this pattern.
    package var expected: ChangeClass
    /// The ALMA class the figures give: none (no production line), local (one type), non-local
    /// (several types), architectural (an interface between roles changed).
    package var found: ChangeClass
    /// The pattern's own tests that fail with the production patch alone (the tests unchanged),
    /// as `Suite.test()`, sorted.
    package var testsFailing: [String]
    /// The pattern's own tests in files that no longer compile with the production patch alone,
    /// as `file: test()`, sorted: they cannot run at all, so they are counted apart.
    package var testsNotCompiling: [String]
    /// The test-repair patch: files and lines under the pattern's `Tests/<Pattern>Tests`.
    package var repair: PatchSize
    /// Whether the pattern's own tests all pass with both patches.
    package var testsPassAfterRepair: Bool

    package init(
        pattern: String, production: PatchSize, types: [TouchedType], interfaces: [String],
        expected: ChangeClass, found: ChangeClass, testsFailing: [String],
        testsNotCompiling: [String],
        repair: PatchSize, testsPassAfterRepair: Bool
    ) {
        self.pattern = pattern
        self.production = production
        self.types = types.sorted { $0.name < $1.name }
        self.interfaces = interfaces.sorted()
        self.expected = expected
        self.found = found
        self.testsFailing = testsFailing.sorted()
        self.testsNotCompiling = testsNotCompiling.sorted()
        self.repair = repair
        self.testsPassAfterRepair = testsPassAfterRepair
    }

    /// Tests broken by the production patch alone: failing, plus those that no longer compile.
    package var testsBroken: Int { testsFailing.count + testsNotCompiling.count }

    /// The roles of the touched types, sorted, each once.
    package var roles: [String] { Set(types.map(\.role)).sorted() }
}

/// One of a pattern's types that a production patch touches.
package struct TouchedType: Codable, Sendable, Equatable {
    /// The type's name as declared (`ProfileViewController`); a nested type counts as the
    /// top-level type it is declared in.
    package var name: String
    /// The role it declares (`controller`, `view`, `presenter`, `view model`, `assembly`), or
    /// `none` when it declares none.
    package var role: String
    /// Whether the patch adds the type, changes it, or removes it.
    package var change: Change
    /// Lines of the type the patch adds.
    package var added: Int
    /// Lines of the type as it was that the patch removes or rewrites: its existing lines that
    /// had to change.
    package var removed: Int

    package enum Change: String, Codable, Sendable {
        case added, changed, removed
    }

    package init(name: String, role: String, change: Change, added: Int, removed: Int) {
        self.name = name
        self.role = role
        self.change = change
        self.added = added
        self.removed = removed
    }
}

/// How far a change reaches, in the terms of the ALMA method (Bengtsson et al.): a change that
/// stays in one component, one that spreads over several, and one that changes the architecture
/// itself, here an interface between roles.
package enum ChangeClass: String, Codable, Sendable, CaseIterable, Comparable {
    /// The pattern needs no change at all.
    case none
    /// One type changes.
    case local
    /// Several types change; no interface between roles does.
    case nonLocal = "non-local"
    /// A protocol of the pattern, or a member one role uses of another, is added, removed or
    /// changed.
    case architectural

    package static func < (a: Self, b: Self) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

/// A change request that cannot be read, applied or run: one line, naming the request (and the
/// pattern, when one is concerned) and what is wrong.
package struct ChangeRequestError: Error, Equatable, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

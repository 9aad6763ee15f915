import Foundation
import PatternCatalog

/// One folder of `Exercises/`: a small change a student makes in two patterns, with reference
/// patches written as a fluent developer of each pattern would, and what they cost.
///
/// ```
/// Exercises/free-price/
///   README.md      what to build, in which two patterns, why, hints, the seed claim and the
///                  expected class (as a change request's README states them)
///   script.txt     the behaviour check: both patterns must print the same frames
///   reference/     the reference patches in the change requests' format, for the two patterns
///                  only: <pattern>.patch, <pattern>-tests.patch, and shared.patch when the
///                  shared part (the spec, the model) must change too, and `base`, the commit
///                  they were written on
///   results.json   what the reference measured (`workbench changes --try --save`)
/// ```
///
/// It is read as a `ChangeRequest` made in the patterns its reference has patches for; a
/// student's change is another request with the same README and script (`request(patchTexts:)`).
package struct Exercise: Sendable {
    /// The folder every exercise lives in, relative to the package root.
    package static let folder = "Exercises"
    /// The folder of the reference patches, inside an exercise's folder.
    package static let referenceFolder = "reference"
    /// The file of the reference's figures, inside an exercise's folder.
    package static let resultsFile = "results.json"
    /// The number of patterns an exercise is made in.
    package static let patternCount = 2

    /// The exercise's folder name: its name on the command line.
    package var name: String
    /// Its folder, as the command line named it (`Exercises/free-price`).
    package var path: String
    /// The reference: the exercise's README and script with the reference patches.
    package var reference: ChangeRequest

    /// The two patterns, in the workbench's order.
    package var patterns: [PatternDescriptor] { reference.patterns }

    /// The patterns' names for a sentence: `MVC and MVVM (Observation)`.
    package var patternNames: String { patterns.map(\.name).joined(separator: " and ") }

    /// Where the reference's figures are kept.
    package var resultsPath: String { reference.folder + "/" + Self.resultsFile }

    /// The names of the exercise folders under `root/Exercises`, sorted.
    package static func names(root: String) -> [String] {
        ChangeRequest.subfolders(of: root + "/" + folder)
    }

    /// Reads the exercise in `path` (relative to `root`, or absolute), checking its README, its
    /// script and its reference patches as a change request's.
    package init(path: String, root: String) throws(ChangeRequestError) {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        let folder = trimmed.hasPrefix("/") ? trimmed : root + "/" + trimmed
        let name = (folder as NSString).lastPathComponent
        guard ChangeRequest.isFolder(folder) else {
            throw ChangeRequestError("\(trimmed): no such exercise folder")
        }
        let patches = folder + "/" + Self.referenceFolder
        guard ChangeRequest.isFolder(patches) else {
            throw ChangeRequestError("\(name): \(Self.referenceFolder)/ is missing")
        }
        let found = ChangeRequest.patterns(withPatchesIn: patches, among: PatternDescriptor.all)
        guard found.count == Self.patternCount else {
            throw ChangeRequestError(
                "\(name): \(Self.referenceFolder)/ has patches for \(found.count) "
                    + "\(found.count == 1 ? "pattern" : "patterns"); an exercise is made in "
                    + "\(Self.patternCount) (<pattern>.patch and <pattern>-tests.patch each)")
        }
        reference = try ChangeRequest(
            name: name, folder: folder, patchFolder: patches, patterns: found)
        self.name = name
        self.path = trimmed
    }

    /// A student's change as a request: the exercise's README and script, with `patchTexts`.
    package func request(patchTexts: [String: String]) throws(ChangeRequestError) -> ChangeRequest {
        try ChangeRequest(
            name: name, folder: reference.folder, readme: reference.readme,
            script: reference.script, patchTexts: patchTexts, patterns: patterns)
    }

    /// The key the reference's result must carry to be fresh, with the files the patches change
    /// as `files` has them (HEAD's, for a student at work).
    package func key(files: PackageFiles, toolchain: String) -> StoredKey {
        reference.key(files: files, toolchain: toolchain)
    }

    /// Why `result` does not describe the reference as `files` has the sources, or nil.
    package func staleness(of result: RequestResult, files: PackageFiles) -> String? {
        reference.staleness(of: result, files: files)
    }

    /// The reference's stored result; nil when none was saved.
    package func storedResult() throws(ChangeRequestError) -> RequestResult? {
        do {
            return try ChangeResults.load(path: resultsPath)?.result(named: name)
        } catch let error as ChangeRequestError {
            throw error
        } catch {
            throw ChangeRequestError("\(name): \(Self.resultsFile) cannot be read (\(error))")
        }
    }

    /// Keeps `result` as the reference's figures.
    package func save(_ result: RequestResult) throws {
        try (ChangeResults(requests: [result]).reportJSON() + "\n")
            .write(toFile: resultsPath, atomically: true, encoding: .utf8)
    }
}

import Foundation
import Subprocess

/// A copy of the package beside the build in use, in which the workbench plants changes (change
/// requests, faults, mutants), builds and runs tests without touching the package itself. The
/// copy (`<scratch>/<job>/package`) and its build folder (`<scratch>/<job>/build`) are reused from
/// run to run: files are copied only when they differ, so each build is incremental.
package struct ScratchPackage: Sendable {
    /// The package copied.
    package let root: String
    /// `<scratch>/<job>`.
    package let folder: String

    /// The copy's root folder.
    package var copy: String { folder + "/package" }
    /// The copy's build folder.
    package var scratch: String { folder + "/build" }

    /// The environment variable a suite run in a copy is given, set to `1`. A copy writes none
    /// of the package's generated documents again (Comparison.md, its charts, the site), so the
    /// tests that read them as committed stand aside in it (`isThisProcessInACopy`).
    package static let environmentVariable = "WORKBENCH_SCRATCH_COPY"

    /// Whether this process is a test run in a copy (`environmentVariable`).
    package static var isThisProcessInACopy: Bool {
        ProcessInfo.processInfo.environment[environmentVariable] == "1"
    }

    /// The scratch package for `job` (`mutants`, `faults`) beside `build`.
    package init(job: String, beside build: BuildInUse) throws {
        root = build.root
        let base =
            build.scratchPath
            ?? URL(fileURLWithPath: build.build.productsFolder).deletingLastPathComponent().path
        folder = base + "/" + job
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
    }

    // MARK: - Files

    /// Makes the copy's files those of the package (hidden folders and the build folders left
    /// out), writing only the files that differ and removing those the package lacks. A path of
    /// `overrides` takes its data in place of the package's, or is left out (nil).
    package func sync(excluding excluded: [String], overrides: [String: Data?] = [:]) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: copy, withIntermediateDirectories: true)
        let skipped = ([folder] + excluded).map {
            URL(fileURLWithPath: $0).standardizedFileURL.path
        }
        var wanted = Self.files(under: root, skipping: skipped)
        for (path, data) in overrides {
            if data == nil { wanted.remove(path) } else { wanted.insert(path) }
        }
        for path in wanted.sorted() {
            guard let data = overrides[path] ?? fileManager.contents(atPath: root + "/" + path)
            else { continue }
            let target = copy + "/" + path
            if fileManager.contents(atPath: target) == data { continue }
            try fileManager.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent,
                withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: target))
        }
        for path in Self.files(under: copy, skipping: []) where !wanted.contains(path) {
            try fileManager.removeItem(atPath: copy + "/" + path)
        }
    }

    /// The files under `top` (relative to it), hidden folders and `skipping` left out.
    static func files(under top: String, skipping: [String]) -> Set<String> {
        var result: Set<String> = []
        guard let walker = FileManager.default.enumerator(atPath: top) else { return result }
        while let path = walker.nextObject() as? String {
            let full = top + "/" + path
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") })
                || skipping.contains(where: { full == $0 || full.hasPrefix($0 + "/") })
            {
                walker.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                result.insert(path)
            }
        }
        return result
    }

    /// Writes files into the copy: new texts by path, or deletions (nil).
    package func write(_ files: [String: String?]) throws {
        for (path, text) in files {
            let target = copy + "/" + path
            if let text {
                try FileManager.default.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try text.write(toFile: target, atomically: true, encoding: .utf8)
            } else {
                try? FileManager.default.removeItem(atPath: target)
            }
        }
    }

    // MARK: - Building and testing

    /// `swift build --build-tests` in the copy, or of `target` alone: whether it built, and
    /// what it printed.
    package func build(target: String? = nil) throws -> (built: Bool, output: String) {
        let what = target.map { ["--target", $0] } ?? ["--build-tests"]
        let result = try Subprocess.run(
            ["swift", "build"] + what + ["--scratch-path", scratch], in: copy, mergeErrors: true)
        return (result.status == 0, result.output)
    }

    /// The compiler's errors in `output`, in files of the copy (paths relative to it).
    package func errors(in output: String) -> [(file: String, line: Int, message: String)] {
        let prefix = URL(fileURLWithPath: copy).standardizedFileURL.path + "/"
        var seen: Set<String> = []
        return output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(prefix), let range = line.range(of: ": error: ") else {
                return nil
            }
            let location = line[..<range.lowerBound].dropFirst(prefix.count)
                .split(separator: ":")
            guard location.count >= 2, let number = Int(location[1]),
                seen.insert(String(line)).inserted
            else { return nil }
            return (String(location[0]), number, String(line[range.upperBound...]))
        }
    }

    /// The copy's debug products folder, as SwiftPM names it.
    package func productsFolder() throws -> String {
        try BuildInUse.productsFolder(root: copy, scratch: scratch)
    }
}

import Foundation
import PatternCatalog

/// A student's change for an exercise, in the change requests' format: what `git diff HEAD`
/// shows under the exercise's two patterns' folders, split file by file into each pattern's
/// production patch (`mvc.patch`: `Sources/Patterns/MVC/`) and test patch (`mvc-tests.patch`:
/// `Tests/MVCTests/`), and the shared part (`shared.patch`: `Sources/Shared/` and the spec,
/// `Tests/SpecTests/`). Files elsewhere are not the exercise's: they are named apart and left
/// out of the measurement.
package struct StudentChange: Sendable, Equatable {
    /// Each patch by its file name, every one of the request's named (empty when the student
    /// changed nothing there).
    package var patchTexts: [String: String]
    /// The files the diff changes outside the exercise's folders, sorted.
    package var elsewhere: [String]

    /// The folders of the shared part a student may change: the shared core and the spec.
    package static let sharedFolders = [SourceLayout.shared + "/", "Tests/SpecTests/"]

    /// The folders a change in `patterns` is read from: each pattern's sources and tests, then
    /// the shared part.
    package static func folders(for patterns: [PatternDescriptor]) -> [String] {
        patterns.flatMap { [$0.sourceFolder, $0.testFolder] } + sharedFolders
    }

    /// Whether the student changed nothing in the exercise's folders.
    package var isEmpty: Bool { patchTexts.values.allSatisfy(\.isEmpty) }

    /// `diff` (as `git diff` writes it: each file opening with `diff --git`) split file by file
    /// into the patches of a request in `patterns`.
    package init(diff: String, patterns: [PatternDescriptor]) throws(ChangeRequestError) {
        var texts = [ChangeRequest.sharedPatch: ""]
        for pattern in patterns {
            texts[pattern.productionPatch] = ""
            texts[pattern.repairPatch] = ""
        }
        var elsewhere: [String] = []
        for chunk in Self.files(in: diff) {
            let paths = try UnifiedDiff(parsing: chunk, name: "your change").paths
            guard let path = paths.first else { continue }  // a mode change: no lines
            if let file = Self.patchFile(for: path, patterns: patterns) {
                texts[file, default: ""] += chunk
            } else {
                elsewhere.append(path)
            }
        }
        patchTexts = texts
        self.elsewhere = elsewhere.sorted()
    }

    /// The patch a file of the change belongs in, or nil when it is not the exercise's.
    static func patchFile(for path: String, patterns: [PatternDescriptor]) -> String? {
        for pattern in patterns {
            if path.hasPrefix(pattern.sourceFolder) { return pattern.productionPatch }
            if path.hasPrefix(pattern.testFolder) { return pattern.repairPatch }
        }
        return sharedFolders.contains { path.hasPrefix($0) } ? ChangeRequest.sharedPatch : nil
    }

    /// The diff's text cut before each `diff --git` line: one piece per file, each ending with a
    /// newline. A diff with no such line is one piece.
    static func files(in diff: String) -> [String] {
        var pieces: [String] = []
        var current: [Substring] = []
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("diff --git "), !current.isEmpty {
                pieces.append(current.joined(separator: "\n") + "\n")
                current = []
            }
            current.append(line)
        }
        while current.last?.isEmpty == true { current.removeLast() }
        if !current.isEmpty { pieces.append(current.joined(separator: "\n") + "\n") }
        return pieces
    }

    /// The patch that creates the file `path` holding `text`, as `git diff` shows a new file;
    /// empty for an empty file (git shows it with no lines, and there is nothing to count).
    package static func creation(of path: String, text: String) -> String {
        guard !text.isEmpty else { return "" }
        let lines = TextLines(text)
        var out = [
            "diff --git a/\(path) b/\(path)", "new file mode 100644", "--- /dev/null",
            "+++ b/\(path)", "@@ -0,0 +1,\(lines.lines.count) @@",
        ]
        out += lines.lines.map { "+" + $0 }
        if !lines.endsWithNewline { out.append("\\ No newline at end of file") }
        return out.joined(separator: "\n") + "\n"
    }
}

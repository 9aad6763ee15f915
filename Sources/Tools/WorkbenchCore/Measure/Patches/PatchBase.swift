import Foundation
import Subprocess

/// The commit a folder's patches were written on (the commit named in its `base` file), and the
/// files as they stood then: what a three-way merge needs when the lesson has been edited since,
/// so that an edit elsewhere in a patched file breaks no patch.
///
/// A patch is first applied as it stands, where its lines are (`UnifiedDiff.FilePatch.apply`);
/// only when a hunk's lines are no longer in the file is it applied to the file as the base
/// commit has it and merged with the edits made since, as `git apply -3` does. A clone without
/// that commit (a shallow one) or without git applies patches as they stand.
package struct PatchBase: Sendable {
    /// The file in a change request's, an exercise's or a fault's folder that names the commit.
    package static let file = "base"

    /// The commit, as git names it.
    package let commit: String
    /// A folder in the git checkout that has the commit, whose top is the package's root.
    package let folder: String

    package init(commit: String, folder: String) {
        self.commit = commit
        self.folder = folder
    }

    /// The base named in `folder/base`; nil when there is none.
    package init?(folder: String) {
        guard
            let text = try? String(contentsOfFile: folder + "/" + Self.file, encoding: .utf8),
            let commit = text.split(whereSeparator: \.isWhitespace).first,
            commit.allSatisfy(\.isHexDigit), commit.count >= 7
        else { return nil }
        self.init(commit: String(commit), folder: folder)
    }

    /// The file at `path` (relative to the package's root) as the base commit has it; nil when
    /// git cannot show it (no such commit here, or no such file then).
    package func text(_ path: String) -> String? {
        guard let shown = try? WorkingTree.git(["show", "\(commit):\(path)"], in: folder),
            shown.status == 0
        else { return nil }
        return shown.output
    }

    /// `ours` (the file now) and `theirs` (the base with the patch applied) merged against
    /// `base`, by `git merge-file`; nil when the two edit the same lines (a conflict) or git
    /// cannot run.
    package static func merge(ours: String, base: String, theirs: String) -> String? {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbench-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var paths: [String] = []
            for (name, text) in [("ours", ours), ("base", base), ("theirs", theirs)] {
                let url = folder.appendingPathComponent(name)
                try text.write(to: url, atomically: true, encoding: .utf8)
                paths.append(url.path)
            }
            let merged = try Subprocess.run(["git", "merge-file", "-p", "--quiet"] + paths)
            return merged.status == 0 ? merged.output : nil
        } catch {
            return nil
        }
    }
}

import Foundation
import Subprocess
import Terminal

/// The git working tree the package is checked out in, as an exercise reads it: what changed
/// since the commit checked out (`HEAD`), that commit's version of those files, and the change
/// under some folders as one patch. It only reads: nothing here writes to the working tree or to
/// git's index.
package struct WorkingTree: Sendable {
    /// The package's root folder; every path is relative to it.
    package let root: String
    /// The paths whose content differs from HEAD's: changed, deleted, or added to git's index,
    /// sorted.
    package let changed: [String]
    /// The files git neither tracks nor ignores, sorted.
    package let untracked: [String]

    /// The working tree at `root`; nil when `root` is not in a git checkout with a commit.
    package static func read(root: String) throws -> WorkingTree? {
        guard let head = try? git(["rev-parse", "--verify", "--quiet", "HEAD"], in: root),
            head.status == 0
        else { return nil }
        let changed = try names(
            git(["diff", "HEAD", "--name-only", "--no-renames", "--relative", "-z"], in: root))
        let untracked = try names(
            git(["ls-files", "--others", "--exclude-standard", "-z"], in: root))
        return WorkingTree(root: root, changed: changed, untracked: untracked)
    }

    /// The package as HEAD has it: HEAD's content of every changed file, and neither the
    /// untracked files nor those HEAD lacks.
    package func head() throws -> PackageFiles {
        var overrides: [String: Data?] = [:]
        for path in changed {
            let shown = try Self.git(["show", "HEAD:./" + path], in: root)
            overrides.updateValue(shown.status == 0 ? Data(shown.outputBytes) : nil, forKey: path)
        }
        for path in untracked { overrides.updateValue(nil, forKey: path) }
        return PackageFiles(root: root, overrides: overrides)
    }

    /// What changed under `folders` (each ending in `/`) since HEAD, as one patch in the format
    /// `git diff` writes: the tracked files' changes, then each untracked file as a file the
    /// patch creates, as `git add --intent-to-add` would show it.
    package func diff(under folders: [String]) throws -> String {
        let options = [
            "-c", "core.quotePath=false", "diff", "HEAD", "--no-renames", "--no-color",
            "--no-ext-diff", "--no-textconv", "--relative", "--src-prefix=a/", "--dst-prefix=b/",
            "-U3", "--",
        ]
        var text = try Self.output(Self.git(options + folders, in: root))
        for path in untracked where folders.contains(where: { path.hasPrefix($0) }) {
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
                continue
            }
            text += StudentChange.creation(of: path, text: String(decoding: data, as: UTF8.self))
        }
        return text
    }

    /// Runs git in `folder`.
    static func git(_ arguments: [String], in folder: String) throws -> Subprocess.Result {
        try Subprocess.run(["git"] + arguments, in: folder)
    }

    /// A git command's output as NUL-separated names, sorted.
    private static func names(_ result: Subprocess.Result) throws -> [String] {
        try output(result).split(separator: "\0").map(String.init).sorted()
    }

    /// A git command's output; a command that failed is an input that cannot be had.
    private static func output(_ result: Subprocess.Result) throws -> String {
        guard result.status == 0 else { throw failure(result) }
        return result.output
    }

    private static func failure(_ result: Subprocess.Result) -> InputError {
        let said = result.errors.split(separator: "\n").first.map(String.init) ?? "no message"
        return InputError("git could not read your change: \(said) (run `git status` to see why)")
    }
}

import Foundation

/// The package's files as a request reads them: as they stand on disk, or with some of them as
/// a commit has them. An exercise measures a student's change from the commit checked out
/// (`WorkingTree.head()`), so that the student's own edits are never taken for the sources the
/// change is made to.
package struct PackageFiles: Sendable {
    /// The package's root folder.
    package let root: String
    /// The files whose content is not the one on disk, by path relative to the root: the content
    /// to read instead, or nil for a file that is not there.
    package let overrides: [String: Data?]

    /// The files under `root`, with `overrides` read instead of the disk.
    package init(root: String, overrides: [String: Data?] = [:]) {
        self.root = root
        self.overrides = overrides
    }

    /// The files as they stand on disk.
    package static func disk(_ root: String) -> PackageFiles {
        PackageFiles(root: root)
    }

    /// The bytes of the file at `path` (relative to the root), or nil when there is none.
    package func contents(_ path: String) -> Data? {
        if let override = overrides[path] { return override }
        return FileManager.default.contents(atPath: root + "/" + path)
    }

    /// The text of the file at `path` (relative to the root), or nil when there is none.
    package func text(_ path: String) -> String? {
        if let override = overrides[path] {
            return override.map { String(decoding: $0, as: UTF8.self) }
        }
        return ChangeRequest.text(ofFile: root + "/" + path)
    }
}

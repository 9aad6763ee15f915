import Foundation

/// Reads from the index store of a debug build where files of the pattern targets use the
/// toolkit's members: every reference to one (a call, a read, a write, an enum case), and every
/// declaration that overrides one or implements one of its protocols' requirements (a use of
/// the member it overrides or implements). Each (file, member) pair counts once. It reads the
/// store through `PackageIndex`, the one reader: the package's own source files, existing ones,
/// no implicit occurrences (code that macros generate).
package struct ToolkitUseReader {
    /// The package's root, the store, and the folders left out.
    package let reader: IndexReader

    /// Reads the index store of `build`, the build in use.
    package init(root: String, build: PackageBuild) {
        reader = IndexReader(root: root, build: build)
    }

    /// Reads the store `reader` names.
    package init(reader: IndexReader) {
        self.reader = reader
    }

    /// One file's use of one toolkit member.
    package struct Use: Hashable, Sendable, Comparable {
        /// The source file, relative to the root.
        package var file: String
        /// The module the file belongs to.
        package var module: String
        /// The member's USR.
        package var usr: String

        /// A use from its parts.
        package init(file: String, module: String, usr: String) {
            self.file = file
            self.module = module
            self.usr = usr
        }

        package static func < (lhs: Use, rhs: Use) -> Bool {
            (lhs.file, lhs.usr) < (rhs.file, rhs.usr)
        }
    }

    /// The uses, in files of `modules`, of the members whose USRs are `members`, sorted by file.
    package func uses(in modules: Set<String>, of members: Set<String>) throws -> [Use] {
        let index = try reader.open()
        var found: Set<Use> = []
        for record in try index.records(modules: modules).records {
            for occurrence in try index.occurrences(of: record) {
                var used = occurrence.related(by: .overrideOf).map(\.usr)
                if occurrence.roles.contains(.reference) { used.append(occurrence.symbol.usr) }
                for usr in used where members.contains(usr) {
                    found.insert(Use(file: record.file, module: record.module, usr: usr))
                }
            }
        }
        return found.sorted()
    }
}

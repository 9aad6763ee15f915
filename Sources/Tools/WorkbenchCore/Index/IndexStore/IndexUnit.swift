/// A unit: what one compiler invocation wrote for one output file. For a Swift module built by
/// SwiftPM in debug mode there is one unit per source file, plus one system unit per imported
/// module (the standard library, Foundation, …) whose interface was indexed.
package struct IndexUnit: Sendable, Hashable {
    /// The unit's name in the store (derived from the output file path).
    package var name: String
    /// The module the unit belongs to, e.g. `Sample` or `Swift`.
    package var moduleName: String
    /// Whether the unit describes a system module (SDK, standard library, toolchain).
    package var isSystem: Bool
    /// The source file that was compiled, or nil for units without one (module units).
    package var mainFile: String?
    /// The records this unit depends on: one per source file whose occurrences were recorded.
    package var records: [Record]

    /// Creates a unit from its parts.
    package init(
        name: String, moduleName: String, isSystem: Bool, mainFile: String?, records: [Record]
    ) {
        self.name = name
        self.moduleName = moduleName
        self.isSystem = isSystem
        self.mainFile = mainFile
        self.records = records
    }

    /// A record a unit depends on: the occurrences found in one source file.
    package struct Record: Sendable, Hashable {
        /// The record's name in the store; pass it to `IndexStore.occurrences(inRecord:)`.
        /// Named after a hash of the file's content, so two units can share one record.
        package var name: String
        /// The source file the occurrences are in.
        package var filePath: String

        /// Creates a record reference from its parts.
        package init(name: String, filePath: String) {
            self.name = name
            self.filePath = filePath
        }
    }
}

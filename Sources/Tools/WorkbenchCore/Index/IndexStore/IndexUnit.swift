/// A unit: what one compiler invocation wrote for one output file. For a Swift module built by
/// SwiftPM in debug mode there is one unit per source file, plus one system unit per imported
/// module (the standard library, Foundation, …) whose interface was indexed.
public struct IndexUnit: Sendable, Hashable {
    /// The unit's name in the store (derived from the output file path).
    public var name: String
    /// The module the unit belongs to, e.g. `Sample` or `Swift`.
    public var moduleName: String
    /// Whether the unit describes a system module (SDK, standard library, toolchain).
    public var isSystem: Bool
    /// The source file that was compiled, or nil for units without one (module units).
    public var mainFile: String?
    /// The records this unit depends on: one per source file whose occurrences were recorded.
    public var records: [Record]

    /// Creates a unit from its parts.
    public init(
        name: String, moduleName: String, isSystem: Bool, mainFile: String?, records: [Record]
    ) {
        self.name = name
        self.moduleName = moduleName
        self.isSystem = isSystem
        self.mainFile = mainFile
        self.records = records
    }

    /// A record a unit depends on: the occurrences found in one source file.
    public struct Record: Sendable, Hashable {
        /// The record's name in the store; pass it to `IndexStore.occurrences(inRecord:)`.
        /// Named after a hash of the file's content, so two units can share one record.
        public var name: String
        /// The source file the occurrences are in.
        public var filePath: String

        /// Creates a record reference from its parts.
        public init(name: String, filePath: String) {
            self.name = name
            self.filePath = filePath
        }
    }
}

import Harness
import WorkbenchCore

extension BuildInUse.Options {
    /// Reads the options off `reader`; `--no-build` only where the command can build.
    static func read(_ reader: inout ArgumentReader, buildable: Bool = true) throws -> Self {
        let scratch = try reader.value(.scratchPath)
        if scratch?.isEmpty == true { throw UsageError("--scratch-path needs a folder") }
        return Self(scratchPath: scratch, noBuild: buildable && reader.flag(.noBuild))
    }
}

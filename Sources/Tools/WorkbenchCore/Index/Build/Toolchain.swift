import Subprocess

/// The toolchain in use, as a stored result's key holds it: another toolchain may compile, index
/// or run the same code otherwise.
package enum Toolchain {
    /// What `swift --version` prints.
    package static func version() throws -> String {
        let result = try Subprocess.run(["swift", "--version"], mergeErrors: true)
        guard result.status == 0 else {
            throw MeasuringError.index("`swift --version` failed: \(result.output)")
        }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

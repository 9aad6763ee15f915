import Foundation

/// Records what each command causes, in a build made with the compiler's entry hooks, and
/// names it: `start()` before the command, `stop()` once its frame is drawn.
@MainActor
public final class Tracer {
    /// What one command caused.
    public struct Recording: Codable, Equatable, Sendable {
        /// What a trace shows, in order.
        public var lines: [TraceLine]
        /// How the command's store change reached a label, when it made one.
        public var change: ChangePath?
    }

    private let names: FunctionNames
    private let roles = RoleLookup()
    private let patternModules: Set<String>
    /// Whether what no one wrote is shown too (`--trace=all`).
    private let everything: Bool

    /// A tracer for this executable; `patternModules` name the pattern targets; `everything`
    /// shows compiler glue and library frames too. Throws when the executable has no entry
    /// hooks or its symbol table cannot be read.
    public init(patternModules: Set<String>, everything: Bool = false) throws(TraceError) {
        self.everything = everything
        guard CallRecorder.isInstrumented else {
            throw TraceError("this build has no entry hooks to record calls with")
        }
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().path else {
            throw TraceError("cannot tell which file this executable is")
        }
        names = try FunctionNames(executable: executable)
        CallRecorder.use(functionStarts: names.functionStarts)
        self.patternModules = patternModules
    }

    /// Starts recording.
    public func start() {
        CallRecorder.start()
    }

    /// Stops recording and names what was recorded.
    public func stop() throws(TraceError) -> Recording {
        let entries = CallRecorder.stop()
        let named = try names.names(of: entries.compactMap(\.function))
        let tree = CallTree(
            entries: entries, names: named, patternModules: patternModules, roles: roles)
        return Recording(lines: tree.lines(everything: everything), change: tree.changePath())
    }
}

import CCallRecorder

/// The function entries of a build made with the compiler's entry hooks (see docs/tracing.md),
/// recorded between `start()` and `stop()`, on every thread: the main actor's work moves
/// between threads on Linux. Each entry's caller is the one on its own thread.
///
/// In any other build nothing calls the hooks: `isInstrumented` is false and a recording is
/// always empty.
@MainActor
public enum CallRecorder {
    /// One function entry: the function whose code it ran in (an index into the table given to
    /// `use(functionStarts:)`, nil when in none), and the entry it was called under, as an index
    /// into the same recording (nil when none was recorded).
    public struct Entry: Equatable, Sendable {
        public var function: Int?
        public var parent: Int?

        public init(function: Int?, parent: Int?) {
            self.function = function
            self.parent = parent
        }
    }

    /// Whether this executable was built with the entry hooks.
    public static var isInstrumented: Bool { ccr_is_instrumented() }

    /// Hands the recorder the start addresses of the executable's functions in this process,
    /// sorted: each entry is named by the function its hook runs in.
    static func use(functionStarts: [UInt]) {
        functionStarts.withUnsafeBufferPointer { starts in
            starts.withMemoryRebound(to: UInt.self) { rebound in
                ccr_use_functions(rebound.baseAddress, rebound.count)
            }
        }
    }

    /// Starts recording, forgetting the previous recording.
    public static func start() {
        ccr_start()
    }

    /// Stops recording and returns what it saw, in the order the functions were entered.
    public static func stop() -> [Entry] {
        ccr_stop()
        let count = ccr_entry_count()
        guard count > 0, let entries = ccr_entries() else { return [] }
        return (0..<count).map { index in
            let entry = entries[index]
            return Entry(
                function: entry.function < 0 ? nil : Int(entry.function),
                parent: entry.parent < 0 ? nil : Int(entry.parent))
        }
    }

    /// Stops recording and forgets what was recorded.
    public static func cancel() {
        ccr_stop()
        ccr_start()
        ccr_stop()
    }

    /// Where `ccr_start` runs: lines a symbol table up with the running image.
    static var anchorAddress: UInt { UInt(ccr_anchor_address()) }
}

import Terminal
import TextUI

/// What the runner prints for a command: the frame, then a line for each held request that
/// waited or was answered (trace on or off), then the traced calls, if any, and a blank line.
struct Frame: Equatable {
    var text: String
    var requests: [String] = []
    /// Nil when tracing is off.
    var calls: [String]? = nil

    func write() {
        Console.write(text)
        for line in requests { Console.write(DisplayWidth.sanitized(line)) }
        for line in calls ?? [] { Console.write(line) }
        Console.write("")
    }
}

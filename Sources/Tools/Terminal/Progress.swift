import Foundation
import TextUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Progress of a long command on standard error: which step it is at (`request 2 of 7`) and
/// how long it has run.
///
/// Where standard error is a terminal and `NO_COLOR` is unset, a status line under the
/// command's own lines is redrawn in place every second; `Console` clears it before each line
/// it writes, to standard output or error, and draws it again after. Otherwise (piped, or
/// `NO_COLOR` set) each step is one plain line, `changes: request 2 of 7, 2:41 so far`, and
/// nothing is redrawn.
public final class Progress: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var shown: Progress?

    private let prefix: String
    private let started = Date()
    private let inPlace: Bool
    private var step = ""
    private var timer: DispatchSourceTimer?

    /// Starts progress for the command that prints `prefix` (`changes: `).
    public init(_ prefix: String, inPlace: Bool = Progress.drawsInPlace) {
        self.prefix = prefix
        self.inPlace = inPlace
        guard inPlace else { return }
        Self.lock.withLock { Self.shown = self }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + 1, repeating: 1)  // nothing for a quick command
        timer.setEventHandler { [weak self] in
            Self.lock.withLock { self?.draw() }
        }
        timer.resume()
        self.timer = timer
    }

    /// Whether standard error is a terminal and `NO_COLOR` is unset.
    public static var drawsInPlace: Bool {
        isatty(2) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Moves to step `number` of `total`, named `what` (`request`): drawn in place, or one line.
    public func step(_ number: Int, of total: Int, _ what: String) {
        let text = "\(what) \(number) of \(total)"
        guard inPlace else {
            Console.error(
                text + ", \(Self.clock(Date().timeIntervalSince(started))) so far", prefix: prefix)
            return
        }
        Self.lock.withLock {
            step = text
            draw()
        }
    }

    /// Ends the status line: cleared, and the timer stopped.
    public func finish() {
        timer?.cancel()
        timer = nil
        Self.lock.withLock {
            if Self.shown === self {
                Self.shown = nil
                Self.write("\r\u{1B}[K")
            }
        }
    }

    deinit { timer?.cancel() }

    /// The status line: `changes: request 2 of 7 · 2:41`.
    static func line(prefix: String, step: String, elapsed: TimeInterval) -> String {
        prefix + (step.isEmpty ? "" : step + " · ") + clock(elapsed)
    }

    /// `2:41`, or `1:02:41` past an hour.
    static func clock(_ seconds: TimeInterval) -> String {
        let whole = Int(seconds)
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        return hours > 0
            ? String(format: "%d:%02d:%02d", hours, minutes, rest)
            : String(format: "%d:%02d", minutes, rest)
    }

    /// Runs `write`, which writes whole lines to standard output or error, with the status
    /// line, if one is shown, cleared first and drawn again after.
    static func aroundStatus(_ write: () -> Void) {
        lock.withLock {
            guard let shown else { return write() }
            Self.write("\r\u{1B}[K")
            write()
            fflush(nil)
            shown.draw()
        }
    }

    /// Draws the status line in place, without a newline (the lock held).
    private func draw() {
        guard Self.shown === self else { return }
        let text = Self.line(
            prefix: prefix, step: step, elapsed: Date().timeIntervalSince(started))
        Self.write(
            "\r\u{1B}[K" + DisplayWidth.truncated(text, to: (Console.columns(of: 2) ?? 80) - 1))
    }

    private static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

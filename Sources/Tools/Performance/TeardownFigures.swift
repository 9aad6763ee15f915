import Coupling
import Foundation

/// Per pattern, what its screens leave behind when they are torn down, and how much of its code
/// removes observers by hand (measured by the caller, which can run the screens and read the
/// sources).
public struct TeardownFigures: Sendable, Codable {
    public var module: String
    /// Observers still registered with the store after the screens were torn down.
    public var observersLeft: Int
    /// Statements in the pattern's code that remove an observer by hand (`removeObserver(…)`,
    /// an observation token's `cancel()`).
    public var removalsByHand: Int

    public init(module: String, observersLeft: Int, removalsByHand: Int) {
        self.module = module
        self.observersLeft = observersLeft
        self.removalsByHand = removalsByHand
    }

    /// Statements in the Swift files under `folder` that remove an observer by hand: a
    /// `removeObserver(…)` call, or a `cancel()` on an observation token.
    public static func removalsByHand(inFolder folder: String, root: String) -> Int {
        let base = root + "/" + folder
        let files =
            FileManager.default.enumerator(atPath: base)?.allObjects.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") } ?? []
        return files.reduce(0) { total, file in
            let text = (try? String(contentsOfFile: base + "/" + file, encoding: .utf8)) ?? ""
            return total
                + text.split(separator: "\n").filter { line in
                    SourceMeasures.isCode(line)
                        && (line.contains("removeObserver(")
                            || (line.contains("bservation") && line.contains(".cancel()")))
                }.count
        }
    }
}

import Foundation

/// Per pattern, what its screens leave behind when they are torn down, and how much of its code
/// adds and removes observers by hand (measured by the caller, which can run the screens and
/// read the sources).
package struct TeardownFigures: Sendable, Codable {
    package var module: String
    /// Observers still registered with the store after the screens were torn down.
    package var storeObserversLeft: Int
    /// Key-value observers still registered after the screens were torn down (a run that
    /// releases an object with one still registered stops, as Foundation does, so a run that
    /// finishes leaves none with a released object).
    package var keyValueObserversLeft: Int
    /// Statements in the pattern's code that add an observer by hand (`addObserver(…)`).
    package var additionsByHand: Int
    /// Statements in the pattern's code that remove an observer by hand (`removeObserver(…)`,
    /// an observation token's `cancel()`).
    package var removalsByHand: Int

    package init(
        module: String, storeObserversLeft: Int, keyValueObserversLeft: Int,
        additionsByHand: Int, removalsByHand: Int
    ) {
        self.module = module
        self.storeObserversLeft = storeObserversLeft
        self.keyValueObserversLeft = keyValueObserversLeft
        self.additionsByHand = additionsByHand
        self.removalsByHand = removalsByHand
    }

    /// Statements in the Swift files under `folder` that match `statement`.
    package static func statements(
        inFolder folder: String, root: String, where statement: (Substring) -> Bool
    ) -> Int {
        let base = root + "/" + folder
        let files =
            FileManager.default.enumerator(atPath: base)?.allObjects.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") } ?? []
        return files.reduce(0) { total, file in
            let text = (try? String(contentsOfFile: base + "/" + file, encoding: .utf8)) ?? ""
            return total
                + text.split(separator: "\n").filter { SourceMeasures.isCode($0) && statement($0) }
                .count
        }
    }

    /// A statement that removes an observer by hand: a `removeObserver(…)` call, or a
    /// `cancel()` on an observation token.
    package static func isRemoval(_ line: Substring) -> Bool {
        line.contains("removeObserver(")
            || (line.contains("bservation") && line.contains(".cancel()"))
    }

    /// A statement that adds an observer by hand: an `addObserver(…)` call.
    package static func isAddition(_ line: Substring) -> Bool {
        line.contains("addObserver(")
    }
}

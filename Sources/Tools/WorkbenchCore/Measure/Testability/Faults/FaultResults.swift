import Foundation
import PatternCatalog

/// `Faults/results.json`: what `workbench faults` found when it planted each fault: per pattern,
/// whether the pattern's own tests caught it, which, at what cost, and whether the spec caught
/// it (a fault the spec cannot see is no fault). Written by the run, never by hand:
/// `workbench faults --check` (CI) measures one fault again and fails on any figure it does not
/// confirm.
public struct FaultResults: Codable, Sendable, Equatable {
    /// What one pattern's tests made of one fault.
    public struct Outcome: Codable, Sendable, Equatable {
        /// The pattern's own tests that failed with the fault (`Module.Suite/test()`), sorted;
        /// empty when they missed it.
        public var caughtBy: [String]
        /// Whether the own tests' run failed at all (a failing test, a crash, a time-out).
        public var caught: Bool
        /// Code lines of the tests that caught it.
        public var catchingTestLines: Int
        /// Seconds the pattern's own suite took with the fault in place.
        public var suiteSeconds: Double
        /// Whether the spec's tests, run against this pattern alone, caught it.
        public var specCaught: Bool

        public init(
            caughtBy: [String], caught: Bool, catchingTestLines: Int, suiteSeconds: Double,
            specCaught: Bool
        ) {
            self.caughtBy = caughtBy.sorted()
            self.caught = caught
            self.catchingTestLines = catchingTestLines
            self.suiteSeconds = suiteSeconds
            self.specCaught = specCaught
        }

        /// The figures a check compares: all but the time, which no two runs share; the tests
        /// that caught the fault in any order (a result stored before they were sorted lists
        /// them as they finished, which a loaded machine reorders).
        public func sameFigures(as other: Outcome) -> Bool {
            caughtBy.sorted() == other.caughtBy.sorted() && caught == other.caught
                && catchingTestLines == other.catchingTestLines && specCaught == other.specCaught
        }
    }

    /// One fault and what every pattern made of it.
    public struct Entry: Codable, Sendable, Equatable {
        public var name: String
        public var title: String
        public var behaviour: String
        /// The hashes of what the outcomes depend on (`Fault.key`), and the toolchain.
        public var key: StoredKey
        public var outcomes: PerPattern<Outcome>

        public init(
            name: String, title: String, behaviour: String, key: StoredKey,
            outcomes: PerPattern<Outcome>
        ) {
            self.name = name
            self.title = title
            self.behaviour = behaviour
            self.key = key
            self.outcomes = outcomes
        }
    }

    public var format: Int
    /// One entry per fault, by name.
    public var faults: [Entry]

    public static let currentFormat = 2
    /// Where the file lives, relative to the package root.
    public static let path = "Faults/results.json"

    public init(faults: [Entry]) {
        format = Self.currentFormat
        self.faults = faults.sorted { $0.name < $1.name }
    }

    /// The entry of fault `name`, if the file has one.
    public func entry(named name: String) -> Entry? {
        faults.first { $0.name == name }
    }

    /// The file under `root`; an empty one when there is none.
    public static func load(root: String) throws -> FaultResults {
        let file = root + "/" + path
        guard FileManager.default.fileExists(atPath: file) else { return FaultResults(faults: []) }
        let results = try JSONDecoder().decode(
            FaultResults.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
        guard results.format == currentFormat else {
            throw InputFormatError(
                "\(path): format \(results.format), but this workbench reads format "
                    + "\(currentFormat) (run `swift run workbench faults` to write it again)")
        }
        return results
    }

    /// Writes the file under `root`, with `entry` in place of any entry of the same name.
    public func replacing(_ entry: Entry) -> FaultResults {
        FaultResults(faults: faults.filter { $0.name != entry.name } + [entry])
    }

    public func save(root: String) throws {
        try (reportJSON() + "\n").write(
            toFile: root + "/" + Self.path, atomically: true, encoding: .utf8)
    }
}

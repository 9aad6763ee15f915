import Foundation
import PatternCatalog

/// `Faults/results.json`: what `workbench faults` found when it planted each fault: per pattern,
/// whether the pattern's own tests caught it, which, at what cost, and whether the spec caught
/// it (a fault the spec cannot see is no fault). Each pattern's outcome is keyed apart
/// (`Fault.key(of:root:toolchain:)`), so an edit to one pattern, or a pattern added, stales that
/// pattern's outcomes alone, and `workbench faults --pattern NAME` measures them again. Written
/// by the run, never by hand: `workbench faults --check` (CI) measures one fault again and fails
/// on any figure it does not confirm.
package struct FaultResults: Codable, Sendable, Equatable {
    /// The patterns with an outcome of some fault: one without landed lesson-first
    /// (`LessonFirst`) and is not yet measured, which a document says in place of its figures.
    package var patterns: [PatternDescriptor] {
        PatternDescriptor.all.filter { pattern in faults.contains { $0.outcomes[pattern] != nil } }
    }

    /// What one pattern's tests made of one fault.
    package struct Outcome: Codable, Sendable, Equatable {
        /// The pattern's own tests that failed with the fault (`Module.Suite/test()`), sorted;
        /// empty when they missed it.
        package var caughtBy: [String]
        /// Whether the own tests' run failed at all (a failing test, a crash, a time-out).
        package var caught: Bool
        /// Code lines of the tests that caught it.
        package var catchingTestLines: Int
        /// Seconds the pattern's own suite took with the fault in place.
        package var suiteSeconds: Double
        /// Whether the spec's tests, run against this pattern alone, caught it.
        package var specCaught: Bool
        /// The hashes of what this outcome depends on (`Fault.key(of:root:toolchain:)`), and the
        /// toolchain that measured it.
        package var key: StoredKey

        package init(
            caughtBy: [String], caught: Bool, catchingTestLines: Int, suiteSeconds: Double,
            specCaught: Bool, key: StoredKey
        ) {
            self.caughtBy = caughtBy.sorted()
            self.caught = caught
            self.catchingTestLines = catchingTestLines
            self.suiteSeconds = suiteSeconds
            self.specCaught = specCaught
            self.key = key
        }

        /// The figures a check compares: all but the time, which no two runs share, and the key,
        /// which is no figure; the tests that caught the fault in any order (a result stored
        /// before they were sorted lists them as they finished, which a loaded machine
        /// reorders).
        package func sameFigures(as other: Outcome) -> Bool {
            caughtBy.sorted() == other.caughtBy.sorted() && caught == other.caught
                && catchingTestLines == other.catchingTestLines && specCaught == other.specCaught
        }
    }

    /// One fault and what every pattern made of it.
    package struct Entry: Codable, Sendable, Equatable {
        package var name: String
        package var title: String
        package var behaviour: String
        package var outcomes: PerPattern<Outcome>

        package init(
            name: String, title: String, behaviour: String, outcomes: PerPattern<Outcome>
        ) {
            self.name = name
            self.title = title
            self.behaviour = behaviour
            self.outcomes = outcomes
        }

        /// The entry of `fault` with `measured`'s patterns measured again: their outcomes
        /// replace this entry's, and the others' stay.
        package func merging(_ measured: PerPattern<Outcome>, of fault: Fault) -> Entry {
            var outcomes = self.outcomes
            for (pattern, outcome) in measured.entries { outcomes[pattern] = outcome }
            return Entry(
                name: fault.name, title: fault.title, behaviour: fault.behaviour,
                outcomes: outcomes)
        }
    }

    package var format: Int
    /// One entry per fault, by name.
    package var faults: [Entry]

    /// 3: each pattern's outcome keyed apart.
    package static let currentFormat = 3
    /// Where the file lives, relative to the package root.
    package static let path = "Faults/results.json"

    package init(faults: [Entry]) {
        format = Self.currentFormat
        self.faults = faults.sorted { $0.name < $1.name }
    }

    /// The entry of fault `name`, if the file has one.
    package func entry(named name: String) -> Entry? {
        faults.first { $0.name == name }
    }

    /// The file under `root`; an empty one when there is none.
    package static func load(root: String) throws -> FaultResults {
        let file = root + "/" + path
        guard FileManager.default.fileExists(atPath: file) else { return FaultResults(faults: []) }
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let format = try JSONDecoder().decode(Format.self, from: data).format
        guard format == currentFormat else {
            throw InputFormatError(
                "\(path): format \(format), but this workbench reads format \(currentFormat) "
                    + "(run `swift run workbench faults`, every fault in every pattern, to write "
                    + "it again)")
        }
        return try JSONDecoder().decode(FaultResults.self, from: data)
    }

    /// The part of the file read first: a file of another format is not read further.
    private struct Format: Decodable { var format: Int }

    /// The patterns whose outcome of `fault` is missing, or stale against the sources under
    /// `root` (`Fault.key(of:root:toolchain:)`), in the catalog's order.
    package func stalePatterns(of fault: Fault, root: String, toolchain: String)
        -> [PatternDescriptor]
    {
        StoredCheck.stale(
            stored: entry(named: fault.name)?.outcomes.mapValues(\.key) ?? PerPattern(),
            current: PerPattern(fault.patterns) {
                fault.key(of: $0, root: root, toolchain: toolchain)
            }
        ).map(\.pattern)
    }

    /// Writes the file under `root`, with `entry` in place of any entry of the same name.
    package func replacing(_ entry: Entry) -> FaultResults {
        FaultResults(faults: faults.filter { $0.name != entry.name } + [entry])
    }

    package func save(root: String) throws {
        try (reportJSON() + "\n").write(
            toFile: root + "/" + Self.path, atomically: true, encoding: .utf8)
    }
}

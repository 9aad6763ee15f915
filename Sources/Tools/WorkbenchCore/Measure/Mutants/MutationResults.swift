import Foundation
import PatternCatalog

/// `Mutants/results.json` (`Mutants/all-code.json`): what the last `workbench mutants` run found
/// for every mutant of every pattern's logic role (of all its own code: `MutationScope`). Written
/// by the run, never by hand: `workbench mutants --check` (CI) measures a sample again and fails
/// on any outcome it does not confirm.
package struct MutationResults: Codable, Sendable, Equatable {
    /// What became of one mutant.
    package enum Outcome: String, Codable, Sendable, CaseIterable {
        /// The pattern's own tests failed, crashed or ran out of time.
        case killed
        /// The pattern's own tests passed, but the spec caught it: a fault the suite misses.
        case survived
        /// No test of the package tells it from the original (an equivalent mutant, or one no
        /// test reaches): reported apart, not scored.
        case undetected = "no test tells"
        /// Its schema did not compile: reported apart, not scored.
        case notCompiling = "does not compile"
    }

    /// One mutant and what became of it.
    package struct Entry: Codable, Sendable, Equatable {
        package var mutant: Mutant
        package var outcome: Outcome
        /// The pattern's own tests that failed with it (for a killed mutant), sorted: the runner
        /// reports them as they finish, which a loaded machine reorders.
        package var killedBy: [String]

        package init(mutant: Mutant, outcome: Outcome, killedBy: [String] = []) {
            self.mutant = mutant
            self.outcome = outcome
            self.killedBy = killedBy.sorted()
        }
    }

    /// The version of this file's format; a reader refuses any other.
    package var format: Int
    /// The code the mutants were planted in.
    package var scope: MutationScope
    /// The hashes of everything the outcomes depend on (`MutationKey`), and the toolchain.
    package var key: StoredKey
    /// Every mutant, by number.
    package var entries: [Entry]
    /// How long the last run took, in seconds, and on what.
    package var seconds: Double
    package var machine: String
    /// The patterns (modules) the last run measured, when it measured only some
    /// (`workbench mutants --pattern`): the others' entries are from earlier runs. Nil when it
    /// measured every pattern.
    package var measured: [String]?

    /// 5: a mutant kept by its declaration and place there, not its line (`Mutant`); 4:
    /// mutants numbered per pattern (`Mutant.firstID(of:)`), and each pattern keyed apart.
    package static let currentFormat = 5
    /// Where the file lives, relative to the package root.
    package var path: String { scope.path }

    package init(
        scope: MutationScope, key: StoredKey, entries: [Entry], seconds: Double,
        machine: String
    ) {
        self.format = Self.currentFormat
        self.scope = scope
        self.key = key
        self.entries = entries.sorted { $0.mutant.id < $1.mutant.id }
        self.seconds = seconds
        self.machine = machine
    }

    /// The patterns it holds mutants of.
    package var patterns: Set<PatternDescriptor> {
        let modules = Set(entries.map(\.mutant.module))
        return Set(PatternDescriptor.all.filter { modules.contains($0.module) })
    }

    /// How it stands against the sources under `root` now.
    package func staleness(root: String) -> MutationKey.Staleness {
        MutationKey.staleness(
            stored: key, current: MutationKey.current(root: root, toolchain: key.toolchain),
            measured: patterns)
    }

    /// These results with `partial`'s patterns measured again: their entries and their own
    /// inputs' hashes replaced by `partial`'s, the rest kept; the run's time and machine are
    /// `partial`'s, which says which patterns it measured.
    package func merging(_ partial: MutationResults) -> MutationResults {
        let again = partial.patterns
        var key = partial.key
        for pattern in PatternDescriptor.all where !again.contains(pattern) {
            for input in MutationKey.inputs(of: pattern) {
                key.inputs[input] = self.key.inputs[input]
            }
        }
        let kept = entries.filter { entry in !again.contains { $0.module == entry.mutant.module } }
        var merged = MutationResults(
            scope: scope, key: key, entries: kept + partial.entries, seconds: partial.seconds,
            machine: partial.machine)
        merged.measured = again == Set(PatternDescriptor.all) ? nil : again.map(\.module).sorted()
        return merged
    }

    /// The last run's time, as a document says it.
    package var runText: String {
        let time = "\(Int(seconds)) s on \(machine)"
        guard let measured else { return "The run took \(time)." }
        let names = PatternDescriptor.all.filter { measured.contains($0.module) }.map(\.name)
        return "The last run measured the mutants of \(names.joined(separator: ", ")) again, in "
            + "\(time); the other patterns' are from the run before."
    }

    /// The mutants of `pattern`.
    package func entries(of pattern: PatternDescriptor) -> [Entry] {
        entries.filter { $0.mutant.module == pattern.module }
    }

    /// `pattern`'s mutation score: killed of killed and survived; nil with neither.
    package func score(of pattern: PatternDescriptor) -> Double? {
        let scored = entries(of: pattern).filter { [.killed, .survived].contains($0.outcome) }
        guard !scored.isEmpty else { return nil }
        return Double(scored.filter { $0.outcome == .killed }.count) / Double(scored.count)
    }

    /// How many of `pattern`'s mutants came to `outcome`.
    package func count(_ outcome: Outcome, of pattern: PatternDescriptor) -> Int {
        entries(of: pattern).filter { $0.outcome == outcome }.count
    }

    /// Reads the file of `scope` under `root`; nil when there is none. Its mutants' lines are
    /// 0 until `located(root:)` reads them from the files (a scan of each, which what needs
    /// only outcomes or keys skips).
    package static func load(root: String, scope: MutationScope = .logicRole) throws
        -> MutationResults?
    {
        let file = root + "/" + scope.path
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        struct Format: Decodable { var format: Int }
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let format = try JSONDecoder().decode(Format.self, from: data).format
        guard format == currentFormat else {
            throw InputFormatError(
                "\(scope.path): format \(format), but this workbench reads format "
                    + "\(currentFormat) (run `\(scope.command)` to write it again)")
        }
        let results = try JSONDecoder().decode(MutationResults.self, from: data)
        guard results.scope == scope else {
            throw InputFormatError(
                "\(scope.path) holds mutants of \(results.scope.description), not of "
                    + "\(scope.description) (run `\(scope.command)` to write it again)")
        }
        return results
    }

    /// These results with each mutant's line and column read again from its file as it is
    /// under `root`: the mutant of the same declaration, place and change. One that is not
    /// found (its file changed since: the key says so) keeps line 0.
    package func located(root: String) -> MutationResults {
        var today: [String: [Mutant]] = [:]
        for entry in entries where today[entry.mutant.file] == nil {
            let source =
                (try? String(contentsOfFile: root + "/" + entry.mutant.file, encoding: .utf8)) ?? ""
            today[entry.mutant.file] = MutantScanner(
                source: source, file: entry.mutant.file, module: entry.mutant.module
            ).sites(firstID: 0).map(\.mutant)
        }
        var located = self
        located.entries = entries.map { entry in
            var entry = entry
            let now = today[entry.mutant.file]?.first { $0.isSame(as: entry.mutant) }
            entry.mutant.line = now?.line ?? 0
            entry.mutant.column = now?.column ?? 0
            return entry
        }
        return located
    }

    /// Writes the file under `root`.
    package func save(root: String) throws {
        try FileManager.default.createDirectory(
            atPath: root + "/" + (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try (reportJSON() + "\n").write(
            toFile: root + "/" + path, atomically: true, encoding: .utf8)
    }
}

/// A stored file that is not in the format this workbench reads.
package struct InputFormatError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}

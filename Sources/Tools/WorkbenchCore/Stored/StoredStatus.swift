import PatternCatalog

/// How one stored result stands against the sources as they are now, read from its key alone:
/// nothing is built or measured. `workbench status` prints one per stored file; `--check` of each
/// command starts from the same answer before it measures a sample again.
package struct StoredStatus: Codable, Sendable, Equatable {
    /// One pattern whose figures are stale, with the entries that are and why.
    package struct Stale: Codable, Sendable, Equatable {
        /// The pattern's command (`mvp`), or `every pattern` when what all of them stand on
        /// changed, or the result is not kept pattern by pattern.
        package var pattern: String
        /// The entries (faults, requests, exercises) whose figures are stale in it; empty when
        /// the stored file is one result.
        package var entries: [String]
        /// The inputs that changed since they were measured, one line each, without repeats.
        package var why: [String]

        package init(pattern: String, entries: [String], why: [String]) {
            self.pattern = pattern
            self.entries = entries
            self.why = why
        }
    }

    /// A pattern that landed lesson-first (`LessonFirst`, docs/adding-a-pattern.md): it has no
    /// patch of the kind yet, or (mutants) the stored run holds other patterns' and none of its.
    /// Not an error: what it owes, or the command that measures it.
    package struct Owed: Codable, Sendable, Equatable {
        /// The pattern's command (`viper`).
        package var pattern: String
        /// What it owes, or the command that measures it (`its patches in 7 change requests`).
        package var owes: String

        package init(pattern: String, owes: String) {
            self.pattern = pattern
            self.owes = owes
        }
    }

    /// The stored file, relative to the package root (`Faults/results.json`).
    package var file: String
    /// What it holds, in a few words (`faults planted in each pattern`).
    package var holds: String
    /// The stale patterns, in the catalog's order; empty when it is fresh.
    package var stale: [Stale]
    /// The patterns not yet measured in it (`Owed`); a status with only these is fresh.
    package var notYetMeasured: [Owed]
    /// What measures the stale figures again; nil when it is fresh.
    package var command: String?
    /// What a reader should know about measuring it (the benchmark's figures are a machine's).
    package var note: String?

    package init(
        file: String, holds: String, stale: [Stale] = [], notYetMeasured: [Owed] = [],
        command: String? = nil, note: String? = nil
    ) {
        self.file = file
        self.holds = holds
        self.stale = stale
        self.notYetMeasured = notYetMeasured
        self.command = stale.isEmpty ? nil : command
        self.note = note
    }

    /// Whether every figure it holds was measured on the sources as they are.
    package var isFresh: Bool { stale.isEmpty }

    /// What `every pattern` stands for in `Stale.pattern`.
    package static let everyPattern = "every pattern"

    /// The status of a result kept entry by entry and pattern by pattern: `entries` gives, for
    /// each entry's name, its stale patterns with the first reason each (`StoredCheck.stale`).
    /// `command` is told the stale patterns (nil: every pattern). The patterns of `owing` have
    /// no patch of the kind yet (`LessonFirst`): not yet measured, and not stale.
    package static func perPattern(
        file: String, holds: String,
        entries: [(name: String, stale: [(pattern: PatternDescriptor, reason: String)])],
        owing: (patterns: [PatternDescriptor], owes: String) = ([], ""),
        command: ([PatternDescriptor]?) -> String
    ) -> StoredStatus {
        var byPattern: [PatternDescriptor: Stale] = [:]
        for (name, stale) in entries {
            for (pattern, reason) in stale {
                var entry =
                    byPattern[pattern] ?? Stale(pattern: pattern.command, entries: [], why: [])
                entry.entries.append(name)
                if !entry.why.contains(reason) { entry.why.append(reason) }
                byPattern[pattern] = entry
            }
        }
        let patterns = PatternDescriptor.all.filter { byPattern[$0] != nil }
        let every = patterns == PatternDescriptor.all
        var stale = patterns.compactMap { byPattern[$0] }
        // Every pattern stale alike (never measured, or what they share changed): one line.
        if every, let first = stale.first,
            stale.allSatisfy({ $0.entries == first.entries && $0.why == first.why })
        {
            stale = [Stale(pattern: everyPattern, entries: first.entries, why: first.why)]
        }
        return StoredStatus(
            file: file, holds: holds, stale: stale,
            notYetMeasured: PatternDescriptor.all.filter { owing.patterns.contains($0) }.map {
                Owed(pattern: $0.command, owes: owing.owes)
            },
            command: command(every ? nil : patterns))
    }

    /// The status as a reader wants it: a line saying fresh, or which patterns are stale with
    /// their entries and the first reasons, and the command; `width` is the file column's.
    package func text(fileWidth width: Int) -> [String] {
        let head = file.padding(toLength: max(width, file.count), withPad: " ", startingAt: 0)
        let indent = String(repeating: " ", count: max(width, file.count) + 2)
        let owed = notYetMeasured.map { indent + "not yet measured in \($0.pattern): \($0.owes)" }
        guard !isFresh else {
            return ["\(head)  fresh: \(holds)"] + owed + (note.map { [indent + $0] } ?? [])
        }
        var lines = ["\(head)  STALE: \(holds)"]
        for entry in stale {
            let what = entry.entries.isEmpty ? "" : " (\(Self.list(entry.entries)))"
            lines.append(indent + "\(entry.pattern)\(what)")
            for reason in entry.why.prefix(3) { lines.append(indent + "  " + reason) }
            if entry.why.count > 3 {
                lines.append(indent + "  and \(entry.why.count - 3) more inputs")
            }
        }
        if let command { lines.append(indent + "run: " + command) }
        lines += owed
        if let note { lines.append(indent + note) }
        return lines
    }

    /// What `workbench status` prints: each status, then how many are stale.
    package static func report(_ statuses: [StoredStatus]) -> String {
        let width = statuses.map(\.file.count).max() ?? 0
        let stale = statuses.filter { !$0.isFresh }.count
        let owing = PatternDescriptor.all.map(\.command).filter { pattern in
            statuses.contains { $0.notYetMeasured.contains { $0.pattern == pattern } }
        }
        let lesson =
            owing.isEmpty
            ? []
            : [
                "Not yet measured, which is no error (docs/adding-a-pattern.md): "
                    + owing.joined(separator: ", ") + "."
            ]
        return
            (statuses.flatMap { $0.text(fileWidth: width) }
            + [
                "",
                stale == 0
                    ? "Every stored result is fresh."
                    : "\(stale) of \(statuses.count) stored results are stale.",
            ] + lesson).joined(separator: "\n")
    }

    /// Names for a line: all of up to four, else three and how many more.
    static func list(_ names: [String]) -> String {
        names.count <= 4
            ? names.joined(separator: ", ")
            : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
    }
}

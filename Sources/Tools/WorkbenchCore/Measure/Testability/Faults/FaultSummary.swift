import PatternCatalog

/// The faults at a glance: per pattern, the faults its own tests caught of those planted, and a
/// line per fault naming the patterns that missed it.
package struct FaultSummary {
    package let results: FaultResults

    package init(_ results: FaultResults) { self.results = results }

    /// The summary as plain text.
    package var text: String {
        var lines = ["pattern              caught  of  test lines per catch  suite time"]
        for pattern in PatternDescriptor.all {
            let outcomes = results.faults.compactMap { $0.outcomes[pattern] }
            guard !outcomes.isEmpty else { continue }  // not yet measured (`LessonFirst`)
            let caught = outcomes.filter(\.caught)
            let testLines = caught.map(\.catchingTestLines).reduce(0, +)
            let perCatch = caught.isEmpty ? "—" : String(testLines / caught.count)
            let time = outcomes.map(\.suiteSeconds).reduce(0, +) / Double(max(1, outcomes.count))
            appendLine(&lines, pattern, caught.count, outcomes.count, perCatch, time)
        }
        for entry in results.faults {
            let missed = entry.outcomes.entries.filter { !$0.value.caught }.map(\.pattern.name)
            lines.append(
                "\(entry.name): "
                    + (missed.isEmpty
                        ? "caught in every pattern" : "missed by \(missed.joined(separator: ", "))")
            )
        }
        return lines.joined(separator: "\n")
    }

    private func appendLine(
        _ lines: inout [String], _ pattern: PatternDescriptor, _ caught: Int, _ planted: Int,
        _ perCatch: String, _ time: Double
    ) {
        lines.append(
            pattern.name.padding(toLength: 21, withPad: " ", startingAt: 0)
                + "\(caught)".leftPadded(6) + "\(planted)".leftPadded(4)
                + perCatch.leftPadded(22) + String(format: "%10.2f s", time))
    }

    /// One outcome in a few words, for a check's message.
    package static func describe(_ outcome: FaultResults.Outcome) -> String {
        (outcome.caught ? "caught by \(outcome.caughtBy)" : "missed")
            + " (\(outcome.catchingTestLines) test lines; spec \(outcome.specCaught ? "catches" : "misses"))"
    }
}

extension String {
    /// The text right-aligned in `width` columns.
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}

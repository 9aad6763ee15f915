import PatternCatalog

/// A mutation run as a reader takes it in at a glance: per pattern, the mutants planted, what
/// became of them and the score, then the survivors, file by file.
package struct MutationSummary {
    package let results: MutationResults

    package init(_ results: MutationResults) { self.results = results }

    /// The summary as plain text: a table, then the survivors.
    package var text: String {
        var lines = [
            "pattern              mutants  killed  survived  no test tells  not compiling  score"
        ]
        for pattern in PatternDescriptor.all where !results.entries(of: pattern).isEmpty {
            let score = results.score(of: pattern).map { "\(Int(($0 * 100).rounded()))%" } ?? "—"
            let cells = [
                results.entries(of: pattern).count, results.count(.killed, of: pattern),
                results.count(.survived, of: pattern), results.count(.undetected, of: pattern),
                results.count(.notCompiling, of: pattern),
            ].map(String.init)
            lines.append(
                pattern.name.padding(toLength: 21, withPad: " ", startingAt: 0)
                    + zip(cells, [7, 8, 10, 15, 15]).map { pad($0, $1) }.joined() + pad(score, 7))
        }
        let survivors = results.entries.filter { $0.outcome == .survived }
        if !survivors.isEmpty {
            lines += ["", "Survivors (the pattern's own tests pass, the spec catches them):"]
            lines += survivors.map { "  " + $0.mutant.description }
        }
        lines.append("\n" + results.runText)
        return lines.joined(separator: "\n")
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

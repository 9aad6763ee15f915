import PatternCatalog

/// The chart of "Mutants killed, by what the mutated line does": for each construct, each
/// pattern's mutation score over the mutants of all its own code on such lines (claim 23's
/// figure on the presentation logic).
enum MutantChart {
    static let path = "docs/mutation-scores.svg"

    static func svg(_ mutants: MutationResults?, lines: LineConstruct.Lines) -> String? {
        guard let mutants, !lines.isEmpty else { return nil }
        let split = PatternDescriptor.all.map {
            ($0, TestabilitySection.killedOfScored(mutants, lines: lines, pattern: $0))
        }
        let groups = FaultConstruct.allCases.enumerated().map { index, construct in
            BarChart.Group(
                heading: "Lines of \(construct.rawValue)",
                bars: split.compactMap { pattern, parts -> BarChart.Bar? in
                    let part = parts[index]
                    guard part.scored > 0 else { return nil }
                    let score = Double(part.killed) / Double(part.scored) * 100
                    return BarChart.Bar(
                        label: pattern.name, value: score,
                        text: "\(Int(score.rounded()))% (\(part.killed) of \(part.scored))",
                        colour: BarChart.colour(pattern))
                })
        }
        return BarChart(
            title: "Mutants the pattern's own tests kill, by what the mutated line does",
            subtitle: "A bar: the mutation score, the share of the mutants on such lines that "
                + "some test of the pattern's own fails on, in percent (0 to 100).",
            groups: groups, fullScale: 100
        ).svg
    }
}

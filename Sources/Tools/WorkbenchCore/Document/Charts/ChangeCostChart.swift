import PatternCatalog

/// The chart of "What a change costs": for each request, each pattern's production lines
/// changed (added and removed), with the pattern's own tests the production patch alone makes
/// fail, and those in files it stops compiling.
enum ChangeCostChart {
    static let path = "docs/change-costs.svg"

    static func svg(_ costs: ChangeCosts) -> String? {
        let groups = costs.entries.compactMap { entry -> BarChart.Group? in
            guard let result = entry.result else { return nil }
            let bars = PatternDescriptor.all.compactMap { pattern -> BarChart.Bar? in
                guard let change = result.change(in: pattern.command) else { return nil }
                let apart = change.testsNotCompiling.count
                return BarChart.Bar(
                    label: pattern.name, value: Double(change.production.changed),
                    text: "+\(change.production.added) −\(change.production.removed) · "
                        + "\(change.testsFailing.count) failing"
                        + (apart == 0 ? "" : " · \(apart) not compiling"),
                    colour: BarChart.colour(pattern))
            }
            return BarChart.Group(heading: entry.title, bars: bars)
        }
        guard !groups.isEmpty else { return nil }
        return BarChart(
            title:
                "What each change request cost: production lines changed, and the tests it broke",
            subtitle: "A bar: lines added plus lines removed in the pattern's production code. "
                + "After it: its own tests the production patch alone makes fail.",
            groups: groups
        ).svg
    }
}

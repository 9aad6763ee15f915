import PatternCatalog

/// The chart of the performance section: each pattern's single changes over the baseline's, in
/// counted instructions where the saved run counted them (in wall-clock time otherwise, and
/// the bar says so), with the baseline at 1 and the target, 1.5×, marked across.
enum RunTimeChart {
    static let path = "docs/run-time.svg"

    static func svg(_ bench: BenchReport) -> String? {
        var groups: [BarChart.Group] = []
        for name in BenchReport.changeOperations {
            guard
                let operation = bench.operations.first(where: {
                    $0.name == name && $0.catalog == 20
                }),
                let baseline = operation.median(of: "baseline")
            else { continue }
            let bars = PatternDescriptor.all.compactMap { pattern -> BarChart.Bar? in
                let counted = operation.instructionRatio(pattern.command, to: "baseline")
                guard
                    let ratio = counted
                        ?? operation.median(of: pattern.command).map({ $0 / baseline })
                else { return nil }
                let text = String(format: "%.2f×", ratio) + (counted == nil ? " in time" : "")
                return BarChart.Bar(
                    label: pattern.name, value: ratio, text: text, colour: BarChart.colour(pattern))
            }
            groups.append(BarChart.Group(heading: name, bars: bars))
        }
        guard !groups.isEmpty else { return nil }
        return BarChart(
            title: "A change, then the frame that shows it: each pattern over the baseline",
            groups: groups,
            marks: [
                BarChart.Mark(value: 1, label: "baseline"),
                BarChart.Mark(value: 1.5, label: "target 1.5×"),
            ]
        ).svg
    }
}

import PatternCatalog

/// The chart of the performance section: each pattern's single changes over the baseline's, in
/// counted instructions where the saved run counted them, without the toolkit's cancel of a
/// replaced tracking as the targets count them, each with its time ratio beside it (in
/// wall-clock time alone otherwise, and the bar says so), with the baseline at 1 and the
/// target, 1.5×, marked across.
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
                let time = operation.median(of: pattern.command).map { $0 / baseline }
                let counted = bench.withoutStandIn(operation, pattern.command).flatMap { mine in
                    operation.instructions?["baseline"].map { mine / $0 }
                }
                guard let ratio = counted ?? time else { return nil }
                let text =
                    counted == nil
                    ? String(format: "%.2f× in time", ratio)
                    : String(format: "%.2f× (%.2f× in time)", ratio, time ?? .nan)
                return BarChart.Bar(
                    label: pattern.name, value: ratio, text: text, colour: BarChart.colour(pattern))
            }
            groups.append(BarChart.Group(heading: name, bars: bars))
        }
        guard !groups.isEmpty else { return nil }
        let counted = bench.operations.contains { $0.instructions != nil }
        return BarChart(
            title: counted
                ? "Instructions, counted by callgrind (not time): a change, then its frame, "
                    + "over the baseline"
                : "Wall-clock time: a change, then its frame, over the baseline",
            subtitle: "The baseline draws the same frames with no architecture (1×); the target "
                + "is 1.5× it."
                + (counted
                    ? " The toolkit's cancel, which UIKit does not pay, is left out; time in "
                        + "brackets." : ""),
            groups: groups,
            marks: [
                BarChart.Mark(value: 1, label: "baseline"),
                BarChart.Mark(value: 1.5, label: "target 1.5×"),
            ]
        ).svg
    }
}

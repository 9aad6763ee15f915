/// What `workbench changes` prints when it has measured: the figures, one line per request and
/// pattern, for the terminal.
package enum ChangeSummary {
    /// The figures, one line per request and pattern, for the terminal.
    package static func text(_ results: ChangeResults?) -> String {
        guard let results else { return "" }
        var lines = [
            "request               pattern       files  lines      types  class          "
                + "broken  repair"
        ]
        for result in results.requests {
            for change in result.patterns {
                let broken = "\(change.testsFailing.count)+\(change.testsNotCompiling.count)"
                lines.append(
                    [
                        result.name.padding(toLength: 22, withPad: " ", startingAt: 0),
                        change.pattern.padding(toLength: 14, withPad: " ", startingAt: 0),
                        "\(change.production.files.count)".padding(
                            toLength: 7, withPad: " ", startingAt: 0),
                        "+\(change.production.added) −\(change.production.removed)".padding(
                            toLength: 11, withPad: " ", startingAt: 0),
                        "\(change.types.count)".padding(toLength: 7, withPad: " ", startingAt: 0),
                        change.found.rawValue.padding(toLength: 15, withPad: " ", startingAt: 0),
                        broken.padding(toLength: 8, withPad: " ", startingAt: 0),
                        "+\(change.repair.added) −\(change.repair.removed)",
                    ].joined())
            }
        }
        return lines.joined(separator: "\n")
    }
}

import Builds
import Foundation
import Testability

extension TestabilityReport {
    /// The summary table, the per-behaviour tables, and each pattern's test of `sideBySide` in
    /// full.
    public func markdown(sideBySide: String = "selectingARowShowsTheDetailLine") -> String {
        var out: [String] = []
        out.append(
            """
            | pattern | tests with no view | median production types | median setup lines | \
            asserts on toolkit views | asserts on typed values |
            | --- | ---: | ---: | ---: | ---: | ---: |
            """)
        for pattern in patterns {
            let measured = pattern.tests.filter { $0.views != nil }.count
            let noView = measured == 0 ? "not measured" : "\(pattern.zeroViewTests) of \(measured)"
            out.append(
                "| \(pattern.module) | \(noView) | "
                    + "\(pattern.medianProductionTypes.figureText) | \(pattern.medianSetupLines.figureText) | "
                    + "\(pattern.renderedTextTests) | \(pattern.typedValueTests) |")
        }
        out.append("")
        out.append(
            "Each behaviour's test checks the same facts in every pattern (Tests/behaviours.json): "
                + "each fact is the comment of one `#expect` or `#require` in the test, word for "
                + "word, read from the test's source; a test that checks fewer fails a check "
                + "(MeasuringTests).\n")
        out.append("| behaviour | facts every pattern's test checks | checked (test source) |")
        out.append("| --- | --- | --- |")
        for behaviour in behaviours {
            let checked = patterns.map { pattern -> String in
                guard let test = pattern.tests.first(where: { $0.behaviour == behaviour.behaviour })
                else { return "\(pattern.module) missing" }
                return "\(pattern.module) \(test.factsChecked.count)/\(test.factsRequired.count)"
            }
            out.append(
                "| \(behaviour.behaviour) | " + behaviour.facts.joined(separator: "; ") + " | "
                    + checked.joined(separator: ", ") + " |")
        }
        out.append("")
        out.append(
            "Per behaviour: views created / production types / test doubles / setup lines; "
                + "R = reads its result out of toolkit views (labels, cells), V = typed values.\n")
        out.append("| behaviour | " + patterns.map(\.module).joined(separator: " | ") + " |")
        out.append("| --- |" + String(repeating: " --- |", count: patterns.count))
        for behaviour in behaviours.map(\.behaviour) {
            let cells = patterns.map { pattern -> String in
                guard let test = pattern.tests.first(where: { $0.behaviour == behaviour }) else {
                    return "missing"
                }
                let views = test.views.map(String.init) ?? "?"
                return "\(views) / \(test.productionTypes.count) / \(test.testDoubles.count) / "
                    + "\(test.setupLines) \(test.assertsOnRenderedText ? "R" : "V")"
            }
            out.append("| \(behaviour) | " + cells.joined(separator: " | ") + " |")
        }
        if patterns.contains(where: { $0.tests.contains { $0.views == nil } }) {
            out.append("\n? = views \(viewCounts).")
        }
        let shown = patterns.compactMap { pattern in
            pattern.tests.first { $0.behaviour == sideBySide }.map { (pattern.module, $0) }
        }
        switch shown.count {
        case 0: out.append("\nNo test of `\(sideBySide)` was found.\n")
        case 1: out.append("\nThe test of `\(sideBySide)`:\n")
        default: out.append("\nThe \(shown.count) tests of `\(sideBySide)`, one per pattern:\n")
        }
        for (module, test) in shown {
            out.append("**\(module)** (\(test.location.file)):\n\n```swift\n\(test.source)\n```\n")
        }
        return out.joined(separator: "\n")
    }
}
